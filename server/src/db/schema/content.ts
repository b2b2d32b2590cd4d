/**
 * Public content: banners, announcements, promotions, resources, customer
 * service, domains, help. Texts and images a member reads are kept by language
 * code (EN, TY) in one jsonb value per column, as game names are, so a row
 * keeps one id that rules, claims and image names refer to; an answer picks the
 * request's language and falls back to EN.
 */
import { bigint, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { LocalisedText } from './games';

/** The cover and other pictures of a promotion; sequence 1 is the cover. */
export type PromotionImage = { sequence: number; url: string };

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  groupName: text('group_name').notNull(),
  /** Image URL by language: banner pictures carry words. */
  imageUrl: jsonb('image_url').$type<LocalisedText>().notNull(),
  linkageType: text('linkage_type').notNull().default(''),
  linkage: text('linkage').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/** Types B (banner notice), PL (player), PU (popup), PR (promotion notice), H (headline). */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  title: jsonb('title').$type<LocalisedText>().notNull(),
  content: jsonb('content').$type<LocalisedText>().notNull(),
  /** Popups only: B before login, A after login, F first login. */
  execution: text('execution').notNull().default('B'),
  promotionType: text('promotion_type'),
  publishedAt: bigint('published_at', { mode: 'number' }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  title: jsonb('title').$type<LocalisedText>().notNull(),
  category: text('category').notNull(),
  content: jsonb('content').$type<LocalisedText>().notNull(),
  /** By language: [{ sequence, url }]. */
  images: jsonb('images').$type<Record<string, PromotionImage[]>>().notNull(),
  startsAt: bigint('starts_at', { mode: 'number' }),
  endsAt: bigint('ends_at', { mode: 'number' }),
  sort: integer('sort').notNull().default(0),
});

export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  resourceType: text('resource_type').notNull().unique(),
  url: text('url').notNull(),
  qrCodeUrl: text('qr_code_url').notNull().default(''),
  labelNameEn: text('label_name_en').notNull().default(''),
});

/** Stored in clear; the status answer encrypts `url` the way the original did. */
export const customerService = pgTable('customer_service', {
  id: serial('id').primaryKey(),
  csType: text('cs_type').notNull().unique(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const domainRoutes = pgTable('domain_routes', {
  id: serial('id').primaryKey(),
  domainName: text('domain_name').notNull().unique(),
});

export const helpTopics = pgTable('help_topics', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  language: text('language').notNull().default('EN'),
  sort: integer('sort').notNull().default(0),
});
