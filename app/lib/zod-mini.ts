import * as z from 'zod/mini'
import en from 'zod/v4/locales/en.js'

// zod/mini loads no locale: without this, a rule with no message of its own would read 'Invalid
// input' in the browser but a full English sentence on the server, where full zod loads English.
// Every schema the browser runs imports z from here, so both sides speak the same words.
z.config(en())

export { z }
