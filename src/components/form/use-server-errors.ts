/**
 * Server field errors live in the machine's context as codes; react-hook-form
 * shows them below their fields like its own errors until the field changes.
 */
import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export function useServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, fieldErrors: Record<string, string> | null | undefined, fields: readonly string[]) {
  useEffect(() => {
    if (!fieldErrors) return;
    for (const [name, code] of Object.entries(fieldErrors)) {
      if (fields.includes(name)) setError(name as Path<T>, { type: 'server', message: code }, { shouldFocus: true });
    }
    // The codes object is replaced on every failure, which is when to show them again.
  }, [fieldErrors]); // eslint-disable-line react-hooks/exhaustive-deps
}
