/**
 * New-player promotions beside the registration form. One promotion stands
 * still; more loop and autoplay every 5000 ms (spec §2, §9).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeenSlider } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import { autoplay } from '../banner/autoplay';
import './register-promotions.css';

export const newPlayerAutoplayMs = 5000;

export interface RegisterPromotion {
  id: number;
  title: string;
  /** Cover image (sequence 1). */
  imageUrl: string;
}

export function RegisterPromotions({ promotions }: { promotions: RegisterPromotion[] }) {
  if (promotions.length === 0) return null;
  return <Slides key={promotions.map((promotion) => promotion.id).join(',')} promotions={promotions} />;
}

function Slides({ promotions }: { promotions: RegisterPromotion[] }) {
  const { t } = useTranslation();
  const many = promotions.length > 1;
  const [current, setCurrent] = useState(0);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    { loop: many, drag: many, slides: { perView: 1, spacing: 0 }, slideChanged: (instance) => setCurrent(instance.track.details.rel) },
    many ? [autoplay(newPlayerAutoplayMs)] : [],
  );
  // Opened in a modal, the slider measures its width mid-animation (scaled): measure again once it has settled.
  useEffect(() => {
    const timer = window.setTimeout(() => slider.current?.update(), 300);
    return () => window.clearTimeout(timer);
  }, [slider]);

  return (
    <section className="register-promos" aria-roledescription="carousel" aria-label={t('register.promotions.label')} data-testid="register-promotions" data-autoplay={many ? newPlayerAutoplayMs : 0}>
      <div ref={sliderRef} className="keen-slider register-promos__track">
        {promotions.map((promotion) => (
          <figure key={promotion.id} className="keen-slider__slide register-promos__slide" data-testid="register-promotion">
            <img src={promotion.imageUrl} alt="" draggable={false} />
            <figcaption>{promotion.title}</figcaption>
          </figure>
        ))}
      </div>
      {many ? (
        <div className="register-promos__dots">
          {promotions.map((promotion, index) => (
            <button
              key={promotion.id}
              type="button"
              className={index === current ? 'is-active' : undefined}
              aria-label={t('register.promotions.slide', { index: index + 1, count: promotions.length })}
              onClick={() => slider.current?.moveToIdx(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
