/**
 * The application's own rules, kept here so the machine stays pure: the
 * comment limit (spec §5) and the refusal code the machine gives a comment
 * over it. The image rules need the files' bytes and live in the injected
 * `checkImages` actor.
 */
export const commentMax = 140;

export const commentTooLong = 'application.comment.too.long';

/** A picked image could not be read at all (the file vanished or access was revoked). */
export const imageUnreadable = 'application.image.unreadable';

export const isCommentTooLong = (comment: string): boolean => comment.trim().length > commentMax;
