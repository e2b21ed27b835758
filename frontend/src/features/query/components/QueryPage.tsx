/**
 * /query: ask the catalogue in Datalog. The query is the URL's `q`, so an
 * answer can be shared; the box only changes the URL. The worked examples
 * fill the box and ask; the schema (attributes and rules) is listed below.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QUERY_ATTRIBUTES, QUERY_BUDGET_MS, QUERY_EXAMPLES, QUERY_ROW_CAP, QUERY_RULES, type QueryAnswer } from '@contract';
import { Page } from '../../../components/Page';
import { MathText } from '../../../components/Math';
import { useDatalog } from '../api/query';
import '../query.css';

export function QueryPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('q');
  const answer = useDatalog(asked !== null && asked.trim() !== '' ? asked : null);
  const [text, setText] = useState(asked ?? '');

  // A new URL (an example, back and forward) refills the box.
  useEffect(() => setText(params.get('q') ?? ''), [params]);

  function run(event: FormEvent) {
    event.preventDefault();
    setParams({ q: text });
  }

  const data = answer.data;
  return (
    <Page title="Ask in Datalog" crumbs={[{ label: 'Ask in Datalog' }]}>
      {() => (
        <>
          <h1>Ask in Datalog</h1>
          <p className="lead">
            A <a href="https://github.com/tonsky/datascript">DataScript</a> query over the catalogue — spaces and their facts, the relations between them, equations, open
            problems — with its rules: <code>(holds ?space ?property ?scalar ?value)</code>, <code>(related ?space ?kind ?of ?scalar ?value)</code> and the others listed
            below. Queries only read; each runs for at most {QUERY_BUDGET_MS / 1000} s and answers at most {QUERY_ROW_CAP.toLocaleString('en')} rows.
          </p>
          <form className="query-form" aria-label="Datalog query" onSubmit={run}>
            <label htmlFor="query-text">Query</label>
            <textarea id="query-text" rows={8} spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} placeholder={QUERY_EXAMPLES[0].query} />
            <button type="submit">Run</button>
          </form>
          <section aria-label="Examples">
            <h2>Examples</h2>
            <ul className="query-examples">
              {QUERY_EXAMPLES.map((example) => (
                <li key={example.title}>
                  <button type="button" className="link-button" onClick={() => setParams({ q: example.query })}>
                    {example.title}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          {answer.isFetching && (
            <p className="muted" role="status">
              Running…
            </p>
          )}
          {answer.isError && (
            <div role="alert" className="alert alert-danger">
              <p>The query could not be asked: the server did not answer.</p>
            </div>
          )}
          {!answer.isFetching && data && 'errors' in data && (
            <div role="alert" className="alert alert-danger">
              {Object.values(data.errors).map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          )}
          {!answer.isFetching && data && 'answer' in data && <Rows answer={data.answer} />}
          <Schema />
        </>
      )}
    </Page>
  );
}

function Rows({ answer }: { answer: QueryAnswer }) {
  return (
    <section aria-label="Answer" className="query-answer">
      <h2>Answer</h2>
      <p className="muted" role="status">
        {answer.rows.length === 1 ? '1 row' : `${answer.rows.length.toLocaleString('en')} rows`}
        {answer.truncated && ` (the first ${QUERY_ROW_CAP.toLocaleString('en')}: more matched)`}
      </p>
      {answer.rows.length > 0 && (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                {answer.columns.map((column, i) => (
                  <th key={i} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {answer.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((value, c) => (
                    <td key={c}>{typeof value === 'string' ? <MathText text={value} /> : JSON.stringify(value)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Schema() {
  return (
    <section aria-label="Schema" className="query-schema">
      <h2>Schema</h2>
      <p className="hint">
        Attributes are written as keywords (<code>[?s :space/symbol ?symbol]</code>); the query gets the catalogue and its rules (<code>:in $ %</code> is added).
      </p>
      <h3>Rules</h3>
      <dl>
        {QUERY_RULES.map((rule) => (
          <div key={rule.name}>
            <dt>
              <code>{rule.name}</code>
            </dt>
            <dd>{rule.meaning}</dd>
          </div>
        ))}
      </dl>
      <h3>Attributes</h3>
      <dl>
        {QUERY_ATTRIBUTES.map((attribute) => (
          <div key={attribute.name}>
            <dt>
              <code>{attribute.name}</code>
            </dt>
            <dd>{attribute.meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
