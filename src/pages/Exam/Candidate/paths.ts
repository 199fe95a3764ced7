/** The candidate's exam pages (issue 30): where each lives and the words that lead there. */
export const AUTHENTICATION_PATH = '/authentication';
export const examPath = (attemptCode: string) => `/authenticationTest/${encodeURIComponent(attemptCode)}`;
export const resultPath = (attemptCode: string) => `/authentication/result/${encodeURIComponent(attemptCode)}`;
export const certificatePath = (attemptCode: string) => `/authentication/certificate/${encodeURIComponent(attemptCode)}`;
export const VERIFY_PATH = '/certificateVerify';
export const START_TEXT = '开始考试';
export const RESUME_TEXT = '继续考试';
export const SUBMIT_TEXT = '交卷';
