/**
 * "Cite this page" on every space, property, theorem and equation page: a
 * disclosure with the citation as plain text and as BibTeX, each with a copy
 * button, naming the page's stable URL and today's date as the access date.
 */
import { useState } from 'react';
import { readableText } from '../../lib/readable-text';
import { bibtexCitation, plainCitation, type CitedKind } from './citation';
import { CiteVersion } from './CiteVersion';
import './cite.css';

/** The kinds the change log shows as they were at a version (GET …/history/{version}). */
const VERSIONED = new Set<CitedKind>(['space', 'property', 'theorem', 'differential equation', 'differential equation property']);

interface Props {
  kind: CitedKind;
  id: number;
  /** The page's title as stored (a math text). */
  title: string;
  /** The page's path, e.g. /space/3: the stable URL is this site's origin plus this path. */
  path: string;
}

export function CiteThisPage({ kind, id, title, path }: Props) {
  const page = { kind, id, title, plainTitle: readableText(title), url: `${window.location.origin}${path}`, accessed: new Date() };
  // The version is read from the change log once the reader opens the citation.
  const [opened, setOpened] = useState(false);
  return (
    <details className="cite-page" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>Cite this page</summary>
      <Citation label="Plain text" name="plain" text={plainCitation(page)} copyLabel="Copy citation" />
      <Citation label="BibTeX" name="bibtex" text={bibtexCitation(page)} copyLabel="Copy BibTeX" />
      {opened && VERSIONED.has(kind) && <CiteVersion path={path} kind={kind} plainTitle={page.plainTitle} />}
    </details>
  );
}

function Citation({ label, name, text, copyLabel }: { label: string; name: string; text: string; copyLabel: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div className="citation">
      <h3>{label}</h3>
      <pre data-testid={`citation-${name}`}>
        {text}
      </pre>
      <button type="button" className="button button-small" onClick={copy}>
        {copied ? 'Copied' : copyLabel}
        <span className="visually-hidden"> ({label})</span>
      </button>
    </div>
  );
}
