/** Arranges the shell's parts; which ones appear is the route's layout (staticData.layout). */
import type { ReactNode } from 'react';
import './app-layout.css';

export interface AppLayoutProps {
  header: ReactNode;
  sideMenu: ReactNode;
  banner: ReactNode;
  footer: ReactNode;
  rightBar: ReactNode;
  children: ReactNode;
}

export function AppLayout({ header, sideMenu, banner, footer, rightBar, children }: AppLayoutProps) {
  return (
    <div className={['app-layout', header ? null : 'app-layout--no-header', rightBar ? null : 'app-layout--no-right-bar'].filter(Boolean).join(' ')}>
      {header}
      <div className="app-layout__body">
        {sideMenu}
        <div className="app-layout__main">
          <div className="app-layout__content">
            {banner}
            <main className="app-layout__page">{children}</main>
            {footer}
          </div>
        </div>
      </div>
      {rightBar}
    </div>
  );
}
