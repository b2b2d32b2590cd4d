/**
 * A valibot resolver that always validates with the latest schema passed to
 * the view: the login schema gains the captcha after a failure, the register
 * schema changes with the rules, and the typed values must survive that.
 */
import { useRef } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { GenericSchema } from 'valibot';

/** Any object schema of src/forms; its exact shape is built at run time from the rules. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormSchema = GenericSchema<any, unknown>;

export function useSchemaResolver<T extends FieldValues>(schema: FormSchema): Resolver<T> {
  const latest = useRef(schema);
  latest.current = schema;
  // criteriaMode 'all' keeps valibot from stopping at the first bad field, so a
  // password mismatch shows together with the other errors of the same submit.
  const resolver = useRef<Resolver<T>>((values, context, options) =>
    (valibotResolver(latest.current as GenericSchema<T, T>) as unknown as Resolver<T>)(values, context, { ...options, criteriaMode: 'all' }),
  );
  return resolver.current;
}
