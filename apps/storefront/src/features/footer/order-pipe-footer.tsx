import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSettingValues } from '../../shared/site';
import { usePageRandom } from '../../shared/state';
import { LegalLinks } from './legal-links';
import { pickMessage } from './pick-message';
import './order-pipe-footer.css';

/**
 * The order pipe's footer (SPEC.md §2 Layouts): only the legal links and one healthy-eating
 * message, drawn once per mount so it does not change while the customer pays.
 */
export function OrderPipeFooter({ random }: { random?: () => number }) {
  const { t } = useLingui();
  const messages = useSettingValues('healthy_eating_messages');
  const pageRandom = usePageRandom();
  const [message] = useState(() => pickMessage(messages, random ?? pageRandom));
  return (
    <footer className="order-pipe-footer">
      <div className="order-pipe-footer__inner">
        {message !== undefined && <p className="order-pipe-footer__message">{message}</p>}
        <nav aria-label={t`Informations légales`}>
          <LegalLinks />
        </nav>
      </div>
    </footer>
  );
}
