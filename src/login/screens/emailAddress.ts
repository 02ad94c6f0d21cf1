/** What every e-mail field shows before anything is typed (the address rules themselves are the flow's). */
export const emailPlaceholder = 'example@email.com';
