/**
 * What saving a form would do to the known facts (POST /api/preview/…,
 * issue 24): the facts it would add and remove, counted, with the first
 * examples linked to their space and property, or the contradiction the save
 * would be refused with. Asked again a moment after each change of what
 * `watch` sums up; nothing is saved.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PreviewFact, SavePreview as Preview } from '@contract';
import { FormErrors } from '../lib/api-client';
import { readableText } from '../lib/readable-text';
import { MathText } from './Math';

const WAIT_MS = 300;
const SCALAR_WORDS = { REAL: 'real', COMPLEX: 'complex' } as const;

type State = { kind: 'waiting' } | { kind: 'preview'; preview: Preview } | { kind: 'refused'; messages: string[] };

interface Props {
  /** The preview of the form as it stands. */
  request: () => Promise<Preview>;
  /** Changes whenever the form's content that the preview depends on does. */
  watch: string;
  /** What the form's button does: 'saving' (default) or 'deleting'. */
  action?: 'saving' | 'deleting';
  /** False while the form is not filled in yet (nothing is asked; the preview waits). */
  ready?: boolean;
}

export function SavePreview({ request, watch, action = 'saving', ready = true }: Props) {
  const Action = action === 'saving' ? 'Saving' : 'Deleting';
  const [state, setState] = useState<State>({ kind: 'waiting' });
  useEffect(() => {
    if (!ready) return setState({ kind: 'waiting' });
    let current = true;
    const timer = setTimeout(() => {
      request().then(
        (preview) => current && setState({ kind: 'preview', preview }),
        (error) => current && setState(error instanceof FormErrors ? { kind: 'refused', messages: Object.values(error.errors) } : { kind: 'waiting' }),
      );
    }, WAIT_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `request` is a new function each render; `watch` says when it asks something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watch, ready]);

  return (
    <section className="save-preview" aria-labelledby="save-preview-heading" aria-live="polite" data-testid="save-preview">
      <h2 id="save-preview-heading">What {action} would change</h2>
      {state.kind === 'waiting' && <p className="muted">{ready ? 'The preview appears once the form is complete.' : 'The preview appears once you choose what to save.'}</p>}
      {state.kind === 'refused' && (
        <div className="alert alert-danger" data-testid="save-preview-refused">
          <p>
            <strong>{Action} would be refused:</strong>
          </p>
          {state.messages.map((message) => (
            <p key={message}>
              <MathText text={message} />
            </p>
          ))}
        </div>
      )}
      {state.kind === 'preview' && <Consequences preview={state.preview} action={Action} />}
    </section>
  );
}

function Consequences({ preview, action }: { preview: Preview; action: string }) {
  if (preview.added === 0 && preview.removed === 0) return <p data-testid="save-preview-summary">{action} changes no known fact.</p>;
  return (
    <>
      <p data-testid="save-preview-summary">
        {action} would add {count(preview.added, 'fact')} and remove {count(preview.removed, 'fact')}, in {count(preview.spaces, 'space')}.
      </p>
      <Facts title="Added" facts={preview.examplesAdded} total={preview.added} />
      <Facts title="Removed" facts={preview.examplesRemoved} total={preview.removed} />
    </>
  );
}

function Facts({ title, facts, total }: { title: string; facts: PreviewFact[]; total: number }) {
  if (!facts.length) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className="save-preview-facts">
        {facts.map((f) => (
          <li key={`${f.subjectId}/${f.propertyId}/${f.scalar}/${f.value}`}>
            <Link to={`/space/${f.subjectId}`} aria-label={readableText(f.label)}>
              <MathText text={f.label} />
            </Link>{' '}
            {f.value ? 'has' : 'lacks'}{' '}
            <Link to={`/property/${f.propertyId}`} aria-label={readableText(f.propertyName)}>
              <MathText text={f.propertyName} />
            </Link>{' '}
            <span className="muted">
              ({SCALAR_WORDS[f.scalar]}, {f.stored ? 'stored' : 'derived'})
            </span>
          </li>
        ))}
      </ul>
      {total > facts.length && <p className="muted">and {total - facts.length} more.</p>}
    </>
  );
}

const count = (n: number, noun: string) => `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;
