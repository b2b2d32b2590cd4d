/**
 * The banner area: nothing without banners; one banner stands still; more
 * loop and autoplay every 5 s. On the home page slides are centred with
 * 20 px spacing and the dots are clickable. A banner that links somewhere is
 * a button, so the keyboard opens it too; tabbing to one brings its slide
 * into view.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeenSlider } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import type { Banner } from '../../services/schemas/content';
import { autoplay, bannerAutoplayMs } from './autoplay';
import './banner-carousel.css';

export interface BannerCarouselProps {
  banners: Banner[];
  /** Home: centred slides, spacing 20, clickable pagination. */
  home: boolean;
  onSelect(banner: Banner): void;
}

export function BannerCarousel(props: BannerCarouselProps) {
  if (props.banners.length === 0) return null;
  // Slider options are fixed at creation: a new set of banners makes a new slider.
  return <Slides key={`${props.home}:${props.banners.map((banner) => banner.bannerId).join(',')}`} {...props} />;
}

function Slides({ banners, home, onSelect }: BannerCarouselProps) {
  const { t } = useTranslation();
  const many = banners.length > 1;
  const [current, setCurrent] = useState(0);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    {
      loop: many,
      drag: many,
      slides: home && many ? { origin: 'center', perView: 1.18, spacing: 20 } : { perView: 1, spacing: home ? 20 : 0 },
      slideChanged: (instance) => setCurrent(instance.track.details.rel),
    },
    many ? [autoplay(bannerAutoplayMs)] : [],
  );

  return (
    <section className={home ? 'banner banner--home' : 'banner'} aria-roledescription="carousel" aria-label={t('shell.banner.label')} data-testid="banner">
      <div ref={sliderRef} className="keen-slider banner__track">
        {banners.map((banner, index) => (
          <div
            key={banner.bannerId}
            className="keen-slider__slide banner__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('shell.banner.slide', { index: index + 1, count: banners.length })}
            data-testid="banner-slide"
            data-group={banner.groupName}
          >
            {banner.linkageType ? (
              <button
                type="button"
                className="banner__open"
                aria-label={t('shell.banner.open', { index: index + 1 })}
                onClick={() => onSelect(banner)}
                onFocus={() => many && slider.current?.moveToIdx(index)}
                data-testid="banner-open"
              >
                <img src={banner.url} alt="" draggable={false} />
              </button>
            ) : (
              <img src={banner.url} alt="" draggable={false} />
            )}
          </div>
        ))}
      </div>
      {many ? (
        <div className="banner__dots" role="tablist">
          {banners.map((banner, index) => (
            <button
              key={banner.bannerId}
              type="button"
              role="tab"
              aria-selected={index === current}
              aria-label={t('shell.banner.goTo', { index: index + 1 })}
              className={index === current ? 'banner__dot is-current' : 'banner__dot'}
              disabled={!home}
              onClick={() => slider.current?.moveToIdx(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
