/**
 * The property form's "Means" field: a property may be declared to mean a
 * relation to a named space ("contains a copy of c₀": c₀ is isomorphic to a
 * closed subspace of X), which the reasoner then takes as one fact with the
 * property (docs/relations.md). The kinds and the space picker are the
 * relation form's; the server's 400 under `means` shows under the field.
 */
import { RELATION_KIND_LABELS, RELATION_KIND_NAMES, type RelationKind } from '@contract';
import { SelectField } from '../../../components/Form';
import { readableText } from '../../../lib/readable-text';
import { useSpaces } from '../../spaces/api/spaces';

/** The form's values of a declaration: no relation is '' (the property means nothing). */
export interface MeaningValues {
  meansRelation: RelationKind | '';
  /** The named space's id, '' before one is chosen. */
  meansSpaceId: string;
}

interface Props extends MeaningValues {
  onRelation: (relation: RelationKind | '') => void;
  onSpace: (spaceId: string) => void;
  error?: string;
}

export function PropertyMeaningField({ meansRelation, meansSpaceId, onRelation, onSpace, error }: Props) {
  const spaces = useSpaces();
  const spaceOptions = [{ value: '', label: 'Choose a space' }, ...(spaces.data ?? []).map((s) => ({ value: String(s.id), label: s.symbol }))];
  const named = spaces.data?.find((s) => String(s.id) === meansSpaceId);
  return (
    <>
      <SelectField<RelationKind | ''>
        label="Means"
        value={meansRelation}
        onChange={onRelation}
        options={[{ value: '', label: 'No relation' }, ...RELATION_KIND_NAMES.map((k) => ({ value: k, label: `A named space ${RELATION_KIND_LABELS[k]} X` }))]}
        error={meansRelation ? undefined : error}
      />
      {meansRelation && (
        <>
          <SelectField label="Named space" value={meansSpaceId} onChange={onSpace} options={spaceOptions} error={error} />
          <p className="hint">
            Reads: X has this property exactly when {named ? readableText(named.symbol) : 'the named space'} {RELATION_KIND_LABELS[meansRelation]} X.
          </p>
        </>
      )}
    </>
  );
}

/** The API's `means` for the form's values: null when the property means no relation. */
export function meaningOf({ meansRelation, meansSpaceId }: MeaningValues) {
  return meansRelation ? { relation: meansRelation, spaceId: Number(meansSpaceId) } : null;
}
