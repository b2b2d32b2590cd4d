/** A labelled checkbox (remember me, agreement). Spread react-hook-form's `register(name)` into it. */
import type { InputHTMLAttributes, Ref } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, ref, ...input }: CheckboxProps) {
  return (
    <label className="form-check">
      <input type="checkbox" ref={ref} {...input} />
      <span>{label}</span>
    </label>
  );
}
