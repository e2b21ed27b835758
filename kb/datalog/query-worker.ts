/**
 * The query worker (a worker thread): its own copy of the knowledge base's
 * DataScript database, loaded from a snapshot and kept in step with the
 * same transactions as the main thread's, in the order they were sent. It
 * answers one query at a time; the main thread stops it (terminate) when a
 * query runs past its budget, so nothing here can stall the server.
 */
import { parentPort } from 'node:worker_threads';
import * as d from 'datascript';
import { answerQuery } from './query-answer';
import type { FromWorker, ToWorker } from './query-protocol';
import { prepareQuery, ruleHeads, type Vocabulary } from './query-text';

let conn: d.Conn | null = null;
let rules = '[]';
let vocabulary: Vocabulary = { attributes: new Set(), rules: new Map() };

const send = (message: FromWorker) => parentPort!.postMessage(message);

parentPort!.on('message', (message: ToWorker) => {
  switch (message.kind) {
    case 'load':
      conn = d.conn_from_db(d.from_serializable(JSON.parse(message.snapshot.db)));
      rules = message.snapshot.rules;
      vocabulary = { attributes: new Set(message.snapshot.attributes), rules: ruleHeads(message.snapshot.ruleHeads) };
      return;
    case 'transact':
      try {
        if (conn) d.transact(conn, message.tx);
      } catch (error) {
        send({ kind: 'diverged', error: error instanceof Error ? error.message : String(error) });
      }
      return;
    case 'query': {
      send({ kind: 'started', id: message.id });
      // The runner loads a snapshot before it sends any query.
      const prepared = prepareQuery(message.q, vocabulary);
      const answered = 'error' in prepared ? prepared : answerQuery(d.db(conn!), rules, prepared.query, message.rowCap);
      if ('error' in answered) send({ kind: 'refused', id: message.id, error: answered.error });
      else send({ kind: 'answer', id: message.id, answer: answered.answer });
      return;
    }
  }
});
