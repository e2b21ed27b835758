/**
 * /theorem: every theorem as conditions ⟹ conclusions; the arrow opens it.
 * The filter matches the theorem's name and the names of its properties.
 * By date added (the default), a page at a time from the API, so the page
 * shows before the whole list (6.4 MB at ten times π-Base) could arrive; by
 * name, whole, as a theorem without a name is sorted by its statement, which
 * the API's sort does not know.
 */
import { ItemListPage } from '../../../components/ItemListPage';
import { ServerListPage } from '../../../components/ServerListPage';
import { useListParams } from '../../../lib/use-list-params';
import type { Theorem } from '@contract';
import { useTheorems } from '../api/theorems';
import { TheoremStatement, theoremLabel } from '../../../components/TheoremStatement';
import { MathText } from '../../../components/Math';

const SORTS = [
  { key: 'added', label: 'Date added', apiSort: 'id' },
  { key: 'name', label: 'Name', apiSort: 'name' },
];
const PAGE_SIZE = 50;

/** The atoms carry their properties' names (GET /api/theorem). */
const atomNames = (atoms: { propertyName?: string }[]) => atoms.map((a) => a.propertyName ?? '').join(' ');

function TheoremRow({ theorem }: { theorem: Theorem }) {
  return (
    <>
      {theorem.name && (
        <span className="theorem-name">
          <MathText text={theorem.name} />
        </span>
      )}
      <TheoremStatement theorem={theorem} />
    </>
  );
}

const common = {
  title: 'Theorems',
  noun: 'Theorems',
  filterLabel: 'Filter theorems',
  intro: <p className="hint">Click on an arrow for more info.</p>,
  render: (theorem: Theorem) => <TheoremRow theorem={theorem} />,
  add: { label: 'Add theorem', to: '/theorem/add' },
  className: 'compact theorem-list',
  pageSize: PAGE_SIZE,
};

export function TheoremList() {
  const [params] = useListParams();
  return params.sort === 'name' ? <WholeTheoremList /> : <ServerListPage<Theorem> {...common} path="/api/theorem" sorts={SORTS} />;
}

function WholeTheoremList() {
  const theorems = useTheorems();
  return (
    <ItemListPage
      {...common}
      query={theorems}
      label={theoremLabel}
      searchText={(theorem) => `${theorem.name ?? ''} ${atomNames(theorem.conditions)} ${atomNames(theorem.conclusions)}`}
      path={(theorem) => `/theorem/${theorem.id}`}
      sorts={SORTS}
    />
  );
}
