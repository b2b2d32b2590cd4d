/**
 * Contract of the modal files `src/app/modals/<kebab-name>-modal.tsx`.
 *
 * The modal host (src/app/modal-host.tsx) draws the frame: overlay, panel,
 * close button, Escape, focus. A modal file renders its content only (its
 * heading included) as its default export. It may also export
 * `frame: ModalFrame` to size the panel or name it for screen readers.
 */
export interface ModalProps<P extends Record<string, unknown> = Record<string, unknown>> {
  /** Closes this modal (sends `modal.close` to the shell). */
  onClose(): void;
  /** What the opener passed with `modal.open { props }`. */
  props: Partial<P>;
}

export interface ModalFrame {
  /** Panel width in pixels; 480 when absent. */
  width?: number;
  /** Locale key of the dialog's accessible name. */
  labelKey?: string;
  /** Panel without inner padding (full-bleed content such as a chat window). */
  flush?: boolean;
  /** Whether close, Escape and the overlay may dismiss it, given the opener's props; yes when absent. */
  dismissible?(props: Record<string, unknown>): boolean;
}
