import { FieldsetFrame } from './fieldset-frame';
import type { SelectOption } from './select-field';
import { useFieldsReady } from './use-fields-ready';

export interface RadioGroupFieldProps {
  legend: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  required?: boolean;
  error?: string | null;
}

/**
 * A choice among a few options as radio buttons in a fieldset, its legend the question:
 * arrow keys move between the options, as a screen reader user expects.
 */
export function RadioGroupField({
  legend,
  name,
  value,
  onValueChange,
  options,
  required,
  error = null,
}: RadioGroupFieldProps) {
  const ready = useFieldsReady();
  return (
    <FieldsetFrame legend={legend} required={required} error={error}>
      <div className="form-field__choices">
        {options.map((option) => (
          <label key={option.value} className="form-field__check">
            <input
              type="radio"
              className="form-field__checkbox"
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              disabled={ready ? undefined : true}
              onChange={() => onValueChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldsetFrame>
  );
}
