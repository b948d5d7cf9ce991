import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import type { QuizResult } from '@shop/api-client';
import { useFieldsReady } from '@shop/ui';
import { RecommendedProducts } from './recommended-products';

export interface QuizResultViewProps {
  /** Null when the quiz leads nowhere: the visitor may still start again. */
  result: QuizResult | null;
  onRestart: () => void;
}

/** The end of a quiz: its advice, the products it recommends, and « Recommencer ». */
export function QuizResultView({ result, onRestart }: QuizResultViewProps) {
  const { t } = useLingui();
  const ready = useFieldsReady();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const productsHeadingId = useId();

  // The last question was replaced by the result: focus says so to a screen reader.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="quiz-result" aria-labelledby={`${productsHeadingId}-title`}>
      <h2 id={`${productsHeadingId}-title`} ref={headingRef} tabIndex={-1}>
        {result ? t`Votre résultat : ${result.title}` : t`Pas de résultat pour ces réponses`}
      </h2>
      {result?.text && <p className="quiz-result__text">{result.text}</p>}
      {result && result.products.length > 0 && (
        <>
          <h2 id={productsHeadingId}>{t`Nos produits recommandés`}</h2>
          <RecommendedProducts products={result.products} labelledBy={productsHeadingId} />
        </>
      )}
      <p>
        <button
          type="button"
          className="button button--secondary"
          disabled={!ready}
          onClick={onRestart}
        >
          {t`Recommencer`}
        </button>
      </p>
    </section>
  );
}
