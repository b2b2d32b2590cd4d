/** Context, events and actor contracts of the activity application. */

/** The activity applied to, as the grid showed it. */
export interface AppliedActivity {
  promotionId: number;
  title: string;
}

/** A picked file, opaque to the machine: the checker reads its bytes, the sender uploads it. */
export type PickedImage = Blob;

export interface ImageCheckInput {
  current: readonly PickedImage[];
  picked: readonly PickedImage[];
}

/** The images kept after a pick, and the code of the first file refused (null when all were taken). */
export interface ImageCheckOutput {
  images: PickedImage[];
  refusal: string | null;
}

export interface ApplicationSubmission {
  requestId: string;
  promotionId: number;
  comment: string;
  images: readonly PickedImage[];
}

export interface ActivityApplicationContext {
  activity: AppliedActivity | null;
  /** The comment of the last submission: the form starts from it again after a refusal. */
  comment: string;
  images: PickedImage[];
  /** The files of the pick being checked. */
  picked: PickedImage[];
  /** Kept across a retry so the gateway replays instead of taking a second application. */
  requestId: string | null;
  answer: unknown;
  errorCode: string | null;
  /** Field codes for the form: `comment`, `images`, `images.<n>`. */
  fieldErrors: Record<string, string> | null;
}

export type ActivityApplicationEvent =
  | { type: 'application.open'; activity: AppliedActivity }
  | { type: 'images.pick'; files: readonly PickedImage[] }
  | { type: 'images.remove'; index: number }
  | { type: 'application.submit'; comment: string }
  /** The same application with the same id after a lost answer. */
  | { type: 'application.retry' }
  /** Back to the grid. */
  | { type: 'application.cancel' };
