import { Component, type ReactNode } from 'react';
import type { Translate } from '../i18n/i18n.js';

interface Props {
  readonly t: Translate;
  /** Changes with the route: a failed page does not stay failed on the next one. */
  readonly resetKey: string;
  readonly children: ReactNode;
}

/**
 * A page whose code fails to load (offline before it was ever stored, or a build replaced the
 * one this page came from) says so, with a way to reload, instead of leaving the page white.
 */
export class LoadBoundary extends Component<Props, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<{ failed: boolean }> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { t } = this.props;
    return (
      <section className="state load-failed" role="alert">
        <p>{t('pageFailed')}</p>
        <p>{t(navigator.onLine ? 'pageFailedOnline' : 'pageFailedOffline')}</p>
        <button type="button" onClick={() => location.reload()}>
          {t('pageReload')}
        </button>
      </section>
    );
  }
}
