/** Promotion cards: cover image and title, each leading to the promotion in the list. */
import type { MouseEvent } from 'react';
import { LazyImage } from '../ui/lazy-image';
import './promo-cards.css';

export interface PromoCard {
  id: number;
  title: string;
  imageUrl: string;
  href: string;
}

export const promoCardFallback = '/assets/icons/default-game.svg';

export function PromoCards({ cards, onNavigate }: { cards: PromoCard[]; onNavigate(to: string): void }) {
  return (
    <ul className="promo-cards">
      {cards.map((card) => (
        <li key={card.id}>
          <a
            href={card.href}
            className="promo-card"
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              onNavigate(card.href);
            }}
          >
            <span className="promo-card__media">
              <LazyImage src={card.imageUrl} fallback={promoCardFallback} alt="" />
            </span>
            <span>{card.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
