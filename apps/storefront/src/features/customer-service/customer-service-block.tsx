import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { keepPhoneNumbersTogether } from '@shop/domain';
import { useCountry, useCustomerServiceHours, useCustomerServicePhone } from '../../shared/site';
import './customer-service-block.css';

/** The contact form's subject for a call-back request (the form reads `?sujet=`). */
const CALL_BACK_SUBJECT = 'rappel';

export interface CustomerServiceBlockProps {
  /** 'compact' (mobile menu): phone, hours, call-back. 'full' (footer): also letter and fax. */
  variant: 'compact' | 'full';
}

/**
 * How to reach customer service (SPEC.md §1, §9): by phone on weekdays, by call-back, and
 * in the full variant by letter and fax. The back office's settings win over our wording.
 */
export function CustomerServiceBlock({ variant }: CustomerServiceBlockProps) {
  const country = useCountry();
  const phone = useCustomerServicePhone();
  const hours = useCustomerServiceHours();
  const laboratory = country?.contact.laboratory;

  return (
    <div className={`customer-service customer-service--${variant}`}>
      {phone ? (
        <p className="customer-service__phone">
          <Trans>Par téléphone :</Trans>{' '}
          <a className="customer-service__phone-link" href={phone.link}>
            {phone.display}
          </a>
        </p>
      ) : null}
      <p className="customer-service__hours">{hours}</p>
      <p>
        <Link
          className="customer-service__call-back"
          to="/fr/contact"
          search={{ sujet: CALL_BACK_SUBJECT }}
        >
          <Trans>Être rappelé par le service client</Trans>
        </Link>
      </p>
      {variant === 'full' && laboratory ? (
        <address className="customer-service__address">
          <span className="customer-service__label">
            <Trans>Par courrier :</Trans>
          </span>
          <br />
          {laboratory.address.name}
          <br />
          {laboratory.address.street}
          <br />
          {laboratory.address.zipcode} {laboratory.address.city}
          <br />
          {laboratory.address.country}
          <br />
          {/* A fax number is read, not dialled from a browser: shown, not linked. */}
          <span className="customer-service__label">
            <Trans>Par fax :</Trans>
          </span>{' '}
          {keepPhoneNumbersTogether(laboratory.fax.display)}
        </address>
      ) : null}
    </div>
  );
}
