export { findQuiz } from './find-quiz';
export { QuizPage, type QuizPageProps } from './quiz-page';
export { answersOf, searchOf } from './quiz-search';
