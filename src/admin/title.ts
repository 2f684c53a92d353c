/** The desk's name: its page title, its heading and its header. */
export const DESK_TITLE = 'Editor’s desk'
