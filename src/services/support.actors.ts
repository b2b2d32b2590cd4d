/** Actor bindings of the feedback calls, for the details and submit machines of the feedback page. */
import { fromPromise } from 'xstate';
import type { HttpClient } from './http';
import type { FeedbackInput, FeedbackSent, FeedbackSettings } from './schemas/support';
import { fetchFeedbackSettings, sendFeedback } from './support.api';

export function createSupportActors({ http }: { http: HttpClient }) {
  return {
    feedbackSettings: fromPromise<FeedbackSettings, void>(({ signal }) => fetchFeedbackSettings({ http, signal })),
    sendFeedback: fromPromise<FeedbackSent, FeedbackInput>(({ input, signal }) => sendFeedback({ http, signal }, input)),
  };
}
