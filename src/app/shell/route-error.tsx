/**
 * The router's error screens: a chunk that failed or timed out gets the
 * ChunkLoadError screen with a retry; anything else a translated reason.
 */
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ChunkErrorScreen } from '../../components/layout/chunk-error-screen';
import { RouteErrorScreen } from '../../components/layout/route-error-screen';
import { errorCodes } from '../../services/error-codes';
import { ApiError } from '../../services/http';
import { isChunkLoadError } from '../chunk-load';
import { navigateTo } from '../navigation';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const home = () => {
    reset();
    void navigateTo(router, '/');
  };
  const retry = () => {
    reset();
    void router.invalidate();
  };
  // Browsers keep a failed module import for the life of the document (Chromium answers it again without a
  // request), so only a reload fetches the chunk anew.
  if (isChunkLoadError(error)) return <ChunkErrorScreen onRetry={() => window.location.reload()} onHome={home} />;
  const code = error instanceof ApiError ? error.code : errorCodes.internal;
  return <RouteErrorScreen errorCode={code} onRetry={retry} onHome={home} />;
}
