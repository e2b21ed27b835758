/** /problems: every pair marked open problem or independent of ZFC, open problems first. */
import { Link } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { useProblems } from '../api/problems';
import { ProblemList } from '../../../components/problems/ItemProblems';

export function ProblemsPage() {
  const marks = useProblems();
  return (
    <Page title="Open problems" crumbs={() => [{ label: 'Open problems' }]} queries={[marks]}>
      {() => {
        const open = marks.data!.filter((m) => m.status === 'OPEN');
        const independent = marks.data!.filter((m) => m.status === 'INDEPENDENT');
        return (
          <>
            <h1>Open problems</h1>
            <p className="lead">
              Questions about a space of the catalogue that the literature states as open, and those proved independent of ZFC. Unlike the{' '}
              <Link to="/gaps">gaps in the catalogue</Link>, nobody knows the answer (or ZFC cannot give one).
            </p>
            <section aria-labelledby="problems-open">
              <h2 id="problems-open">
                Open problems <span className="field-count">· {open.length}</span>
              </h2>
              {open.length ? <ProblemList marks={open} show="both" /> : <p className="muted">None marked.</p>}
            </section>
            <section aria-labelledby="problems-independent">
              <h2 id="problems-independent">
                Independent of ZFC <span className="field-count">· {independent.length}</span>
              </h2>
              {independent.length ? <ProblemList marks={independent} show="both" /> : <p className="muted">None marked.</p>}
            </section>
          </>
        );
      }}
    </Page>
  );
}
