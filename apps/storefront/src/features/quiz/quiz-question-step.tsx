import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { QuizQuestion } from '@shop/api-client';
import { useFieldsReady } from '@shop/ui';

export interface QuizQuestionStepProps {
  question: QuizQuestion;
  number: number;
  total: number;
  /** The answer given before going back to this question, checked again. */
  previousAnswerId?: number;
  /** False on the page's first question, so arriving on the page does not move focus. */
  takeFocus: boolean;
  onAnswer: (answerId: number) => void;
  /** Absent on the first question. */
  onBack?: () => void;
}

/** One question: its answers as radio buttons, « Précédent » and « Suivant ». */
export function QuizQuestionStep({
  question,
  number,
  total,
  previousAnswerId,
  takeFocus,
  onAnswer,
  onBack,
}: QuizQuestionStepProps) {
  const { t } = useLingui();
  // Drawn by the server, the answers wait for the script that makes them work.
  const ready = useFieldsReady();
  const [chosen, setChosen] = useState(previousAnswerId);
  const [missing, setMissing] = useState(false);
  const legendRef = useRef<HTMLLegendElement>(null);
  const ids = { progress: useId(), help: useId(), error: useId() };

  // The step replaced the previous one in place: a screen reader hears the new question.
  useEffect(() => {
    if (takeFocus) legendRef.current?.focus();
  }, [takeFocus]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (chosen === undefined) {
      setMissing(true);
      return;
    }
    onAnswer(chosen);
  }

  const describedBy = [question.help ? ids.help : null, missing ? ids.error : null]
    .filter(Boolean)
    .join(' ');
  return (
    <form className="quiz-step" noValidate onSubmit={onSubmit}>
      <div className="quiz-step__progress">
        <p id={ids.progress}>{t`Question ${number} sur ${total}`}</p>
        <progress aria-labelledby={ids.progress} value={number} max={total} />
      </div>
      <fieldset aria-describedby={describedBy || undefined}>
        <legend ref={legendRef} tabIndex={-1} className="quiz-step__legend">
          {question.label}
        </legend>
        {question.help && (
          <p id={ids.help} className="quiz-step__help">
            {question.help}
          </p>
        )}
        <div className="quiz-step__answers">
          {question.answers.map((answer) => (
            <label key={answer.id} className="quiz-step__answer">
              <input
                type="radio"
                name={`question-${question.id}`}
                value={answer.id}
                checked={chosen === answer.id}
                disabled={!ready}
                onChange={() => {
                  setChosen(answer.id);
                  setMissing(false);
                }}
              />
              {answer.label}
            </label>
          ))}
        </div>
      </fieldset>
      {missing && (
        <p id={ids.error} className="quiz-step__error" role="alert">
          {t`Choisissez une réponse pour continuer.`}
        </p>
      )}
      <div className="quiz-step__actions">
        {onBack && (
          <button
            type="button"
            className="button button--secondary"
            disabled={!ready}
            onClick={onBack}
          >
            {t`Précédent`}
          </button>
        )}
        <button type="submit" className="button" disabled={!ready}>
          {t`Suivant`}
        </button>
      </div>
    </form>
  );
}
