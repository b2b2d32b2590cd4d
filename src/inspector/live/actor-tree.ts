/**
 * The running actors as the system holds them: each page's root actors with
 * the machines they invoked or spawned below them, in the order they started.
 */
import type { ActorView } from '../../inspection/bridge-protocol';
import { actorKey } from './live-store';

export interface ActorTreeNode {
  actor: ActorView;
  children: ActorTreeNode[];
}

export interface ActorTreePage {
  pageId: string;
  roots: ActorTreeNode[];
}

/** Session ids count up within a page (`x:12`): their number is the start order. */
const startOrder = (actor: ActorView) => Number(/\d+$/.exec(actor.sessionId)?.[0] ?? Number.MAX_SAFE_INTEGER);

export function actorTree(actors: ActorView[]): ActorTreePage[] {
  const pages = new Map<string, ActorView[]>();
  for (const actor of actors) pages.set(actor.pageId, [...(pages.get(actor.pageId) ?? []), actor]);
  return [...pages].map(([pageId, members]) => {
    const sorted = [...members].sort((a, b) => startOrder(a) - startOrder(b));
    const nodes = new Map(sorted.map((actor) => [actor.sessionId, { actor, children: [] } as ActorTreeNode]));
    const roots: ActorTreeNode[] = [];
    for (const actor of sorted) {
      const node = nodes.get(actor.sessionId)!;
      // A child whose parent is not a machine (or has been forgotten) stands at the top rather than vanish.
      const parent = actor.parentSessionId ? nodes.get(actor.parentSessionId) : undefined;
      (parent ? parent.children : roots).push(node);
    }
    return { pageId, roots };
  });
}

/** Every key in the tree, depth first: the order a reader meets them. */
export function treeKeys(pages: ActorTreePage[]): string[] {
  const keys: string[] = [];
  const walk = (node: ActorTreeNode) => {
    keys.push(actorKey(node.actor));
    node.children.forEach(walk);
  };
  for (const page of pages) page.roots.forEach(walk);
  return keys;
}
