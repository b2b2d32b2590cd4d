/** An activity application's images, fetched one by one when its panel opens (a queue page carries only their count). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backofficeApi } from '../services/backoffice.api';

export function ApplicationImages({ reference, count }: { reference: string; count: number }) {
  const { t } = useTranslation();
  const [images, setImages] = useState<string[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    const positions = Array.from({ length: count }, (_, index) => index + 1);
    Promise.all(positions.map((position) => backofficeApi.reviewImage(reference, position, { signal: controller.signal }).then((answer) => answer.image))).then(setImages, () => undefined);
    return () => controller.abort();
  }, [reference, count]);

  if (count === 0) return <p className="bo-muted">{t('backoffice.reviews.noImages')}</p>;
  return (
    <div className="bo-images">
      {images.map((image, index) => (
        <a key={index} href={image} target="_blank" rel="noreferrer">
          <img src={image} alt={t('backoffice.reviews.image', { position: index + 1, reference })} />
        </a>
      ))}
    </div>
  );
}
