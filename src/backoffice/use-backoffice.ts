/** The back office's router context (auth, texts) for its screens: the portal's router is the one registered for typed hooks. */
import { useRouter } from '@tanstack/react-router';
import type { BackofficeContext } from './router';

export const useBackoffice = (): BackofficeContext => useRouter().options.context as unknown as BackofficeContext;

/** Navigation by path for the same reason. */
export function useGo(): (href: string) => Promise<void> {
  const router = useRouter();
  return (href) => router.navigate({ href });
}
