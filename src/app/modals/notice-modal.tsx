/** Notice: a translated or server message with a confirm button that closes it. */
import { NoticeView, type NoticeViewProps } from '../../components/notice/notice-view';
import type { ModalFrame, ModalProps } from './modal-props';

export const frame: ModalFrame = { width: 420, labelKey: 'notice.title' };

type NoticeProps = Omit<NoticeViewProps, 'onConfirm'>;

const tones: readonly string[] = ['info', 'warning', 'danger', 'success'];
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export default function NoticeModal({ onClose, props }: ModalProps<NoticeProps>) {
  const values = props.messageValues && typeof props.messageValues === 'object' ? props.messageValues : undefined;
  return (
    <NoticeView
      titleKey={text(props.titleKey)}
      messageKey={text(props.messageKey)}
      messageValues={values}
      message={text(props.message)}
      confirmLabelKey={text(props.confirmLabelKey)}
      tone={tones.includes(props.tone as string) ? props.tone : 'info'}
      onConfirm={onClose}
    />
  );
}
