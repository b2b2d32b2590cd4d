/**
 * Feedback (PUT /wps/feedback, api-facts §7.9): a question type, the text
 * within the brand's word bounds, and how to reach the sender. Visitors may
 * send it too; a member's token names the member.
 */
import * as v from 'valibot';

export const feedbackQuestionTypes = ['deposit', 'withdraw', 'game', 'service', 'apply', 'other'] as const;
export type FeedbackQuestionType = (typeof feedbackQuestionTypes)[number];

/** Words as the bounds count them: runs of non-space characters. */
export const wordCountOf = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length;

export const feedbackInputSchema = v.object({
  questionType: v.picklist(feedbackQuestionTypes, 'field.required'),
  content: v.pipe(v.string(), v.trim(), v.minLength(1, 'field.required'), v.maxLength(5000, 'field.invalid')),
  contact: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'field.invalid')), ''),
});
export type FeedbackInput = v.InferOutput<typeof feedbackInputSchema>;

export const feedbackSentSchema = v.object({ id: v.number(), createdAt: v.number() });
export type FeedbackSent = v.InferOutput<typeof feedbackSentSchema>;

export const feedbackSettingsSchema = v.object({
  questionTypes: v.array(v.picklist(feedbackQuestionTypes)),
  minWords: v.pipe(v.number(), v.integer(), v.minValue(1)),
  maxWords: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** One feedback per member (or per address for visitors) in this many seconds. */
  throttleSeconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type FeedbackSettings = v.InferOutput<typeof feedbackSettingsSchema>;
