/** A content field picked from the kind's choices (a type, a category, a group), each choice shown by its translated name. */
import { ContentField } from './content-field';

export interface ChoiceFieldProps {
  name: string;
  label: string;
  choices: readonly string[];
  /** The shown name of a choice. */
  nameOf(choice: string): string;
  initial: string;
  errors: Record<string, string>;
}

export function ChoiceField({ name, label, choices, nameOf, initial, errors }: ChoiceFieldProps) {
  return (
    <ContentField name={name} label={label} path={`body.${name}`} errors={errors}>
      {(props) => (
        <select {...props} defaultValue={initial}>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {nameOf(choice)}
            </option>
          ))}
        </select>
      )}
    </ContentField>
  );
}
