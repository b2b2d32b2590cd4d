/**
 * What the generic content screen needs of one kind's views: the form and
 * the two-language preview take the same props whatever the kind, so a new
 * kind is a description (see screens/content/*-screen.tsx), not a new screen.
 */
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { Kinds, KindPath } from '../../services/content.api';

export interface KindFormProps<B, C> {
  choices: C;
  initial: B;
  /** Field errors by the gateway's dotted path (`body.title.TY`), as error texts. */
  fieldErrors: Record<string, string>;
  busy: boolean;
  onSubmit(body: B): void;
  onCancel(): void;
}

export interface KindPreviewProps<B, P, C> {
  preview: P;
  /** The draft the preview was computed from. */
  body: B;
  choices: C;
  busy: boolean;
  onPublish(): void;
  onEdit(): void;
}

/** A table column: its header and what a row shows in it. */
export interface Column<R> {
  header: string;
  cell(row: R): ReactNode;
  numeric?: boolean;
}

type Body<K extends KindPath> = Kinds[K]['body'];
export type Published<K extends KindPath> = Kinds[K]['published'];

export interface ContentKindView<K extends KindPath> {
  /** The API path segment (`banners`). */
  path: K;
  /** The kind's locale namespace under backoffice.content (`banner`): heading, new, and the tables' test ids. */
  name: string;
  /** A new item's starting body. */
  empty: Body<K>;
  Form: ComponentType<KindFormProps<Body<K>, Kinds[K]['choices']>>;
  Preview: ComponentType<KindPreviewProps<Body<K>, Kinds[K]['preview'], Kinds[K]['choices']>>;
  /** The columns describing a draft and a published row, before the generic ones (changes, author, actions). */
  columns(t: TFunction, language: string): { draft: Column<Body<K>>[]; published: Column<Published<K>>[] };
  /** The body an edit of a published row starts from (the row without its id and read-only fields). */
  bodyOf(row: Published<K>): Body<K>;
  /** When taking a row off ends it rather than deleting it (a promotion): the button's text key, and which rows still offer it. */
  unpublish?: { label: string; offers(row: Published<K>): boolean };
}
