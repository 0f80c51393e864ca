/**
 * The colour family of a status chip, one rule for every entity: `orange` waits on someone
 * (warning), `green` is done (success), `red` is refused or late (danger), `grey` is closed,
 * cancelled or not started (neutral). The names are the chip tones of `@bazaar/ui`.
 */
export type StatusTone = 'orange' | 'green' | 'red' | 'grey';
