/**
 * App download: Android and iOS tabs, four steps each. Step one carries the
 * QR code of the platform's resource (iOS: the mobile-config profile), shown
 * only when the operator configured that resource.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { FormTabs } from '../form/form-tabs';
import { Icon, type IconName } from '../ui/icons';
import './app-download.css';

export type AppPlatform = 'android' | 'ios';

export interface AppDownloadLinks {
  android: string | null;
  ios: string | null;
}

export interface AppDownloadViewProps {
  links: AppDownloadLinks;
  /** `page` is the full /down screen: a larger heading above the same content. */
  variant?: 'modal' | 'page';
  initialPlatform?: AppPlatform;
}

export const qrSize = 100;

interface Step {
  icon: IconName;
  textKey: string;
}

const steps: Record<AppPlatform, Step[]> = {
  android: [
    { icon: 'download', textKey: 'appDownload.android.step1' },
    { icon: 'download', textKey: 'appDownload.android.step2' },
    { icon: 'shield', textKey: 'appDownload.android.step3' },
    { icon: 'play', textKey: 'appDownload.android.step4' },
  ],
  ios: [
    { icon: 'download', textKey: 'appDownload.ios.step1' },
    { icon: 'tools', textKey: 'appDownload.ios.step2' },
    { icon: 'shield', textKey: 'appDownload.ios.step3' },
    { icon: 'play', textKey: 'appDownload.ios.step4' },
  ],
};

export function AppDownloadView({ links, variant = 'modal', initialPlatform = 'android' }: AppDownloadViewProps) {
  const { t } = useTranslation();
  const [platform, setPlatform] = useState<AppPlatform>(initialPlatform);
  const link = links[platform];

  return (
    <div className={`app-download app-download--${variant}`} data-testid="app-download">
      <div className="app-download__head">
        {variant === 'page' ? <h1 className="app-download__title">{t('appDownload.page.title')}</h1> : <h2 className="app-download__title">{t('appDownload.title')}</h2>}
        <p className="app-download__subtitle">{variant === 'page' ? t('appDownload.page.text') : t('appDownload.subtitle')}</p>
      </div>
      <FormTabs<AppPlatform>
        tabs={[
          { value: 'android', label: t('appDownload.tab.android') },
          { value: 'ios', label: t('appDownload.tab.ios') },
        ]}
        active={platform}
        onSelect={setPlatform}
        label={t('appDownload.title')}
        testId="app-download-tabs"
      />
      {/* The tab panel wraps the list: a list given another role loses its items' list semantics. */}
      <div role="tabpanel">
        <ol className="app-download__steps" data-platform={platform}>
          {steps[platform].map(({ icon, textKey }, index) => (
            <li key={`${platform}-${index}`} className={index === 0 ? 'app-step app-step--first' : 'app-step'}>
              <span className="app-step__label">{t('appDownload.stepLabel', { number: index + 1 })}</span>
              {index === 0 ? (
                link ? (
                  <a className="app-step__qr" href={link} target="_blank" rel="noreferrer" title={t('appDownload.link')} data-testid={`app-qr-${platform}`} data-url={link}>
                    <QRCodeSVG value={link} size={qrSize} level="M" marginSize={0} title={t('appDownload.qr.caption')} />
                  </a>
                ) : (
                  <span className="app-step__qr app-step__qr--missing" data-testid="app-qr-missing">
                    <Icon name="alert" size={24} />
                    <small>{t('appDownload.qr.missing')}</small>
                  </span>
                )
              ) : (
                <span className="app-step__icon">
                  <Icon name={icon} size={28} />
                </span>
              )}
              <p className="app-step__text">{t(textKey)}</p>
            </li>
          ))}
        </ol>
      </div>
      {link ? (
        <a className="app-download__link" href={link} target="_blank" rel="noreferrer">
          <Icon name="download" size={16} />
          {t('appDownload.link')}
        </a>
      ) : null}
    </div>
  );
}
