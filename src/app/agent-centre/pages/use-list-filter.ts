/**
 * The filters of an agent report, kept in its record machine's one filter
 * string (`listFilter`): read from the machine's query, and changed one key
 * at a time, which asks the first page again.
 */
import { useMemo } from 'react';
import { listFilter } from '../../../services/agent.actors';

export function useListFilter(filter: string, onFilter: (filter: string) => void) {
  const values = useMemo(() => listFilter.read(filter), [filter]);
  const set = (key: string, value: string) => onFilter(listFilter.write({ ...values, [key]: value }));
  return { values, set };
}
