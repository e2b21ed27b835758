/** The field of a link, limited to the options spec section 4 allows, with the link-field explanation. */
import { useState } from 'react';
import { LINK_FIELD_LABELS, type LinkField } from '@contract';
import { SelectField } from './Form';
import { Modal } from './Modal';

interface LinkFieldSelectProps {
  value: LinkField;
  options: LinkField[];
  onChange: (field: LinkField) => void;
  error?: string;
}

export function LinkFieldSelect({ value, options, onChange, error }: LinkFieldSelectProps) {
  const [explaining, setExplaining] = useState(false);
  return (
    <>
      <SelectField
        label="Field"
        value={value}
        onChange={onChange}
        error={error}
        options={options.map((field) => ({ value: field, label: LINK_FIELD_LABELS[field] }))}
        after={
          <button type="button" className="help-button" aria-label="About the link field" onClick={() => setExplaining(true)}>
            ?
          </button>
        }
      />
      <Modal open={explaining} title="The link field" onClose={() => setExplaining(false)}>
        <div className="prose">
          <p>
            A link says whether a space has or lacks a property, separately over the real and over the complex numbers.
            'Real' means the space has the property as a real Banach space; 'Not real' means it lacks it there. 'Complex'
            and 'Not complex' say the same over the complex numbers, and the combined types state both at once, for
            example 'Real and not complex'.
          </p>
          <p>
            Only the types that fit the fields of the space and of the property are offered: a space over the real
            numbers only can have only real links, and so on.
          </p>
        </div>
      </Modal>
    </>
  );
}
