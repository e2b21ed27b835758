/**
 * Form building blocks: every input has a label, and the server's 400 message
 * for its key shows right under it (spec section 8).
 */
import { useId, type ReactNode } from 'react';
import { MathBlock, MathText } from './Math';
import { readableText } from '../lib/readable-text';

export function FieldError({ message, id }: { message?: string; id?: string }) {
  if (!message) return null;
  return (
    <p className="field-error" id={id} role="alert">
      {/* A refusal names spaces by their symbols ("space $X_2$, property …"): typeset, as everywhere else. */}
      <MathText text={message} />
    </p>
  );
}

export function Alert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {message}
    </div>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  hint?: ReactNode;
  onEnter?: () => void;
  autoFocus?: boolean;
}

export function TextField({ label, value, onChange, error, type = 'text', autoComplete, required, hint, onEnter, autoFocus }: TextFieldProps) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        required={required}
        autoFocus={autoFocus}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onEnter) {
            event.preventDefault();
            onEnter();
          }
        }}
      />
      {hint && <p className="field-hint">{hint}</p>}
      <FieldError message={error} id={`${id}-error`} />
    </div>
  );
}

interface MathFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  rows?: number;
  single?: boolean;
}

/** A math text area (at most 400 px high) with its live typeset preview below. */
export function MathField({ label, value, onChange, error, rows = 4, single }: MathFieldProps) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {single ? (
        <input
          id={id}
          type="text"
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <textarea
          id={id}
          className="math-textarea"
          rows={rows}
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {value.includes('$') && (
        <div className="math-preview" role="group" aria-label={`${label} preview`}>
          <MathBlock text={value} />
        </div>
      )}
      <FieldError message={error} id={`${id}-error`} />
    </div>
  );
}

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  error?: string;
  after?: ReactNode;
}

export function SelectField<T extends string>({ label, value, options, onChange, error, after }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className="form-field">
      <div className="label-row">
        <label htmlFor={id}>{label}</label>
        {after}
      </div>
      <select
        id={id}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {readableText(option.label)}
          </option>
        ))}
      </select>
      <FieldError message={error} id={`${id}-error`} />
    </div>
  );
}

export function CheckboxField({ label, checked, onChange, error }: { label: string; checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} aria-describedby={error ? `${id}-error` : undefined} onChange={(event) => onChange(event.target.checked)} /> {label}
      </label>
      <FieldError message={error} id={`${id}-error`} />
    </div>
  );
}

export function FormActions({ busy, onCancel, submitLabel = 'Save' }: { busy?: boolean; onCancel?: () => void; submitLabel?: string }) {
  return (
    <div className="form-actions">
      <button type="submit" className="button button-primary" disabled={busy}>
        {submitLabel}
      </button>
      {onCancel && (
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  );
}
