/** Operators' notes on the member, newest first, and a form to add one. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n';
import { membersApi, type NoteRow } from '../../services/members.api';
import { Button } from '../button';
import { formatTime } from '../format';
import { useReasonedAction } from './use-reasoned-action';

export function NotesPanel({ account, canWrite }: { account: string; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const [notes, setNotes] = useState<NoteRow[] | null>(null);
  const [body, setBody] = useState('');
  const [version, setVersion] = useState(0);
  const action = useReasonedAction(async (payload, signal) => {
    const note = await membersApi.addNote(account, payload.body!, { signal });
    setBody('');
    setVersion((value) => value + 1);
    return note;
  });

  useEffect(() => {
    const controller = new AbortController();
    membersApi.notes(account, { signal: controller.signal }).then((answer) => setNotes(answer.rows), () => undefined);
    return () => controller.abort();
  }, [account, version]);

  return (
    <div className="bo-notes">
      {canWrite && (
        <form
          className="bo-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (action.done) action.again();
            action.submit({ body });
          }}
        >
          <label className="bo-field">
            <span>{t('backoffice.member.notes.new')}</span>
            <textarea name="note" value={body} onChange={(event) => setBody(event.target.value)} maxLength={2000} rows={3} />
          </label>
          {action.errorCode && (
            <p className="bo-error" role="alert">
              {errorText(i18n, action.errorCode)}
            </p>
          )}
          <Button type="submit" size="sm" disabled={action.busy}>
            {t('backoffice.member.notes.add')}
          </Button>
        </form>
      )}
      {notes && notes.length === 0 && <p className="bo-muted">{t('backoffice.member.notes.none')}</p>}
      <ul className="bo-note-list">
        {notes?.map((note) => (
          <li key={note.id}>
            <p>{note.body}</p>
            <small className="bo-muted">
              {note.author} · {formatTime(note.createdAt, i18n.language)}
            </small>
          </li>
        ))}
      </ul>
    </div>
  );
}
