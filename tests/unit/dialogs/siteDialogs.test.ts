import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DIALOGS, POPUP_IDS } from '@/config/dialogs'
import { cardFileOf } from '@/dialogs/PopupDialogs'

// The list (src/config/dialogs.ts) is written once; a popup's card is found by its id
// (src/dialogs/README.md, "Add a dialog"), so a card and its line must agree.
const cardsFolder = path.resolve(import.meta.dirname, '../../../src/dialogs/cards')

describe('the dialogs room: one list, one card file per popup', () => {
  it('every popup of the list has its card file, and every card file a popup', () => {
    const files = readdirSync(cardsFolder).map((file) => `./cards/${file}`)
    expect(POPUP_IDS.map(cardFileOf).sort()).toEqual(files.sort())
  })

  it('every dialog has an element id of its own', () => {
    const ids = Object.values(DIALOGS)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
