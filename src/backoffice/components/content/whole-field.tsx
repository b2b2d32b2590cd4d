/** A whole-number content field (order, price in points, stock) with its error below it. */
import { ContentField } from './content-field';

export interface WholeFieldProps {
  name: string;
  label: string;
  max: number;
  initial: number;
  errors: Record<string, string>;
}

export function WholeField({ name, label, max, initial, errors }: WholeFieldProps) {
  return (
    <ContentField name={name} label={label} path={`body.${name}`} errors={errors}>
      {(props) => <input {...props} type="number" min={0} max={max} defaultValue={initial} />}
    </ContentField>
  );
}
