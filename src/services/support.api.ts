/** Feedback calls: the form's settings, and sending one. */
import type { HttpClient } from './http';
import { feedbackSentSchema, feedbackSettingsSchema, type FeedbackInput, type FeedbackSent, type FeedbackSettings } from './schemas/support';

interface Call {
  http: HttpClient;
  signal?: AbortSignal;
}

export function fetchFeedbackSettings({ http, signal }: Call): Promise<FeedbackSettings> {
  return http.call('feedbackSettings', { schema: feedbackSettingsSchema, signal });
}

export function sendFeedback({ http, signal }: Call, input: FeedbackInput): Promise<FeedbackSent> {
  return http.call('feedback', { data: input, schema: feedbackSentSchema, signal });
}
