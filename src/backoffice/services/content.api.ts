/** The content screens' calls: every kind's list with its drafts, previews, publishing, and the maintenance and whitelabel switches. */
import { operatorCall, type CallOptions } from './operator-call';
import type { PromotionBody, PromotionChoices, PromotionPreview } from './promotion-content';

export const linkageTypes = ['', 'URL', 'PROMOTION', 'ROUTE', 'GAME'] as const;

export interface BannerBody {
  groupName: string;
  imageUrl: { EN: string; TY: string };
  linkageType: (typeof linkageTypes)[number];
  linkage: string;
  sort: number;
}

export interface DraftRow<B> {
  id: number;
  targetId: number | null;
  body: B;
  author: string;
  updatedAt: number;
}

export interface ContentList<B, C = Record<string, unknown>, R = B & { id: number }> {
  /** What the editor's pickers offer (a banner's groups and link types, an announcement's types and popup moments). */
  choices: C;
  published: R[];
  drafts: DraftRow<B>[];
}

export interface BannerChoices {
  groups: { group: string; path: string }[];
  linkageTypes: string[];
}
export interface AnnouncementChoices {
  types: string[];
  executions: string[];
}

/** A banner as the public answer lists it. */
export interface ShownBanner {
  bannerId: number;
  groupName: string;
  url: string;
  linkageType: string;
  linkage: string;
}

export interface BannerPreview {
  targetId: number | null;
  languages: Record<'EN' | 'TY', { groupName: string; draftId: number; banners: ShownBanner[] }>;
}

export interface SwitchRow {
  modId: string;
  parentId: string | null;
  enabled: boolean;
}

export interface SystemSettings {
  system: { maintenance: boolean; regionRestriction: boolean; maintainTime: { startTime: number; endTime: number } | null };
  switches: SwitchRow[];
}

export interface AnnouncementBody {
  type: 'PL' | 'PU' | 'H';
  title: { EN: string; TY: string };
  content: { EN: string; TY: string };
  execution: 'B' | 'A' | 'F';
  sort: number;
}

export interface AnnouncementPreview {
  targetId: number | null;
  languages: Record<'EN' | 'TY', { type: string; execution: string; draftId: number; notices: { id: number; title: string; content: string }[] }>;
}

export interface HelpTopicBody {
  category: string;
  sort: number;
  title: { EN: string; TY: string };
  content: { EN: string; TY: string };
}

export interface HelpTopicPreview {
  targetId: number | null;
  languages: Record<'EN' | 'TY', { draftId: number; topics: { id: number; category: string; title: string; content: string }[] }>;
}

export interface GoodsBody {
  type: 'live' | 'gift';
  names: { EN: string; TY: string };
  descriptions: { EN: string; TY: string };
  units: { EN: string; TY: string };
  imageUrl: string;
  points: number;
  amount: string;
  stock: number;
  /** The stock when the edit began, null for new goods: publishing applies the difference to the stock there is then. */
  stockSeen: number | null;
  needsAddress: boolean;
  enabled: boolean;
  sort: number;
}

/** Goods as the mall's public list gives them. */
export interface ShownGoods {
  id: number;
  name: string;
  description: string;
  imageUrl: string;
  points: number;
  amount: string;
  stock: number;
  unit: string;
}

export interface GoodsPreview {
  targetId: number | null;
  languages: Record<'EN' | 'TY', { draftId: number; listed: boolean; goods: ShownGoods[] }>;
}

/** The API path segment of each kind and the shapes its calls carry. */
export interface Kinds {
  banners: { body: BannerBody; preview: BannerPreview; choices: BannerChoices; published: BannerBody & { id: number } };
  announcements: { body: AnnouncementBody; preview: AnnouncementPreview; choices: AnnouncementChoices; published: AnnouncementBody & { id: number; publishedAt: number } };
  'help-topics': { body: HelpTopicBody; preview: HelpTopicPreview; choices: { categories: string[] }; published: HelpTopicBody & { id: number } };
  goods: { body: GoodsBody; preview: GoodsPreview; choices: { types: GoodsBody['type'][] }; published: GoodsBody & { id: number } };
  promotions: { body: PromotionBody; preview: PromotionPreview; choices: PromotionChoices; published: PromotionBody & { id: number } };
}
export type KindPath = keyof Kinds;

type Options = Pick<CallOptions, 'signal'>;
const draft = (id: number) => ({ id: String(id) });

export const contentApi = {
  list: <K extends KindPath>(kind: K, options: Options = {}) => operatorCall<ContentList<Kinds[K]['body'], Kinds[K]['choices'], Kinds[K]['published']>>('contentList', { params: { kind }, ...options }),
  createDraft: <K extends KindPath>(kind: K, targetId: number | null, body: Kinds[K]['body']) => operatorCall<{ id: number }>('createDraft', { params: { kind }, body: { targetId, body } }),
  updateDraft: <K extends KindPath>(id: number, body: Kinds[K]['body']) => operatorCall<{ id: number }>('updateDraft', { params: draft(id), body: { body } }),
  discardDraft: (id: number) => operatorCall<null>('discardDraft', { params: draft(id) }),
  preview: <K extends KindPath>(_kind: K, id: number, options: Options = {}) => operatorCall<Kinds[K]['preview']>('previewDraft', { params: draft(id), ...options }),
  publish: (id: number) => operatorCall<{ id: number }>('publishDraft', { params: draft(id) }),
  unpublish: (kind: KindPath, id: number, reason: string) => operatorCall<{ draftId: number }>('unpublishContent', { params: { kind, id: String(id) }, body: { reason } }),
  settings: (options: Options = {}) => operatorCall<SystemSettings>('systemSwitches', options),
  setSystem: (system: SystemSettings['system'], reason: string) => operatorCall<SystemSettings['system']>('setMaintenance', { body: { ...system, reason } }),
  setSwitch: (name: string, enabled: boolean, reason: string) => operatorCall<{ modId: string; enabled: boolean }>('setWhitelabelSwitch', { params: { name }, body: { enabled, reason } }),
};
