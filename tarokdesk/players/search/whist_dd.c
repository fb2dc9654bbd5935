/* The Whist double-dummy search in C: the same search as whist_solver.py's pure-Python one
 * (see its docstring for the ideas and where they come from), compiled because Python's inner
 * loop is far too slow (minutes a deal) for the exact check against DDS over 500 deals and for
 * the expert of the bundled application, which has no DDS.
 *
 * The kernel answers one null-window question, "can the side on lead take at least `need` of
 * the tricks left?", for a position given as per-suit rank bits of each hand, optionally with a
 * begun trick; the caller (WhistSolver) steps the target (MTD(f)). A solver object keeps its
 * transposition table between questions of one strain.
 *
 * The search, as in the Python one:
 * - a trick is searched card by card (leader, second, third, fourth hand), each level an "any"
 *   (the leader's side) or an "every" (the other side) over its cards; of cards adjacent in rank
 *   among the cards in play (the current trick's included) one is tried;
 * - only trick starts go to the transposition table; an entry is found by the shape of the
 *   position (leader, every hand's length in every suit) and holds a lower and an upper bound for
 *   the side on lead, valid wherever the holders of each suit's cards from the top down to the
 *   lowest card that decided the result are the same (partition search: relative ranks, and only
 *   as deep as mattered: the winner of each trick with another card of its suit in it, with the
 *   run it stood for, and every card above it);
 * - sure tricks bound a trick start before it is searched: from below the leader's side's quick
 *   tricks, from above the opponents' trump tricks or the first trick lost to every lead (here
 *   before the table is asked: they cost less than a lookup);
 * - the table is bounded: a shape keeps at most SHAPE_BLOCKS blocks of entries (the entries
 *   that decide move to the front, the oldest block gives way), and the whole table is emptied
 *   when it is full; what it keeps only saves searching, never changes an answer;
 * - moves are ordered: the lead remembered, cashing a top card, a low card to the partner's top
 *   card, then low leads; second hand low; third and fourth hand win as cheaply as they can or
 *   play low when the partner wins; a winning ruff before a discard.
 * Nodes are trick starts searched (and last tricks played out): a count that is the same on any
 * machine, so a budget in nodes gives the same answers everywhere.
 *
 * Only Python.h and the C standard library. Ranks: 0 = the two ... 12 = the ace. Positions 0-3 in
 * playing order; 0 and 2 are one side. The search runs without the GIL: one solver must not be
 * asked from two threads at once. */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define NONE (-1)

typedef uint16_t Marks[4]; /* per suit: rank bits of the cards whose holders decided a result */

/* What the cards in play of one suit tell, at a trick start. */
typedef struct {
    uint32_t code;     /* holder of each card in play, two bits each, the top card lowest */
    int n;             /* cards in play */
    int top;           /* holder of the top card, NONE when no card is left */
    int run;           /* how many cards from the top that holder has in a row */
    int cashed;        /* tricks the top holder takes unruffed: the run, or his whole length
                          when the run outlasts every other hand's cards of the suit */
    int len[4];        /* cards of the suit in each hand */
    uint16_t in_play;  /* rank bits of the cards in play */
    uint16_t run_bits; /* rank bits of the top run */
    int8_t order[13];  /* ranks in play, high to low */
} SuitInfo;

/* The transposition table: per shape of a position (every hand's length in every suit) and
 * leader, blocks of entries kept together, so a lookup reads them in a row (an entry found by a
 * pointer each would cost a cache miss each, and a shape gathers dozens of entries). An entry
 * holds bounds valid where the top `depth` cards of each suit have the holders it keeps. */
#define BLOCK 16
#define SHAPE_BLOCKS 64 /* blocks one shape keeps: a lookup that finds nothing reads them all */

typedef struct {
    uint32_t holders[4]; /* per suit: the holders of its top `depth` cards */
    uint8_t depth[4];
} Key;

/* The code bits of the top `depth` cards of a suit. */
static const uint32_t TOP_CARDS[14] = {0, 0x3, 0xF, 0x3F, 0xFF, 0x3FF, 0xFFF, 0x3FFF, 0xFFFF,
                                       0x3FFFF, 0xFFFFF, 0x3FFFFF, 0xFFFFFF, 0x3FFFFFF};

typedef struct {
    Key key[BLOCK];
    int8_t lower[BLOCK], upper[BLOCK], best_suit[BLOCK], best_place[BLOCK];
    int32_t older;          /* the block of the same shape filled before, or NONE */
    int32_t filled;
} Block;

typedef struct {
    uint64_t shape;
    int32_t leader;
    int32_t newest; /* its block filled last */
    int32_t next;   /* the next shape of the same hash chain, or NONE */
    int32_t blocks; /* how many */
} Shape;

typedef struct {
    uint16_t hand[4][4]; /* [position][suit]: rank bits held */
    int trump;           /* 0-3, or NONE for no trumps */
    long long nodes, node_limit; /* node_limit < 0: none */
    int aborted;         /* the node limit was passed: unwind without storing anything */
    int32_t *heads;      /* hash chains of the shapes */
    uint32_t head_mask;
    Shape *shapes;
    Block *blocks;
    int32_t capacity;    /* blocks, and shapes, that fit */
    int32_t shapes_used, blocks_used;
} Solver;

/* The cards played to the trick being searched, and what its start looked like. */
typedef struct {
    int p0, need, rest;        /* leader; tricks its side needs from this trick on; tricks after */
    int suit[4], rank[4];      /* the cards played, in order */
    uint16_t in_play[4];       /* per suit at the trick's start (the trick's cards included) */
    uint16_t start[4][4];      /* the hands at the trick's start */
    const SuitInfo *info;      /* the suits at the trick's start (for the leads); NULL at a root */
    int hint_suit, hint_rank;  /* the lead remembered for this position, or NONE */
    int best_suit, best_rank;  /* the lead that proved the answer */
} Trick;

static int can(Solver *S, int pos, int need, int left, Marks marks);

/* --- bits ------------------------------------------------------------------------------------- */

#if defined(__GNUC__) || defined(__clang__)
static int count_bits(unsigned x) { return __builtin_popcount(x); }
static int high_bit(unsigned x) { return x ? 31 - __builtin_clz(x) : -1; }
#else
static int count_bits(unsigned x)
{
    int n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

static int high_bit(unsigned x)
{
    int r = -1;
    for (; x; x >>= 1)
        r++;
    return r;
}
#endif

static int low_bit(unsigned x) { return high_bit(x & (0u - x)); }

static void clear_marks(Marks m) { m[0] = m[1] = m[2] = m[3] = 0; }

static void add_marks(Marks into, const Marks m)
{
    for (int s = 0; s < 4; s++)
        into[s] |= m[s];
}

/* One rank of each run of `own` cards adjacent among `in_play` (its top card), high to low:
 * the cards of a run win and lose the same tricks, so one stands for all. */
static int runs_of(unsigned own, unsigned in_play, int ranks[13])
{
    int n = 0, previous_own = 0;
    for (unsigned rest = in_play; own & rest;) {
        int r = high_bit(rest);
        int mine = own >> r & 1;
        if (mine && !previous_own)
            ranks[n++] = r;
        previous_own = mine;
        rest ^= 1u << r;
    }
    return n;
}

/* The lowest card of the run of `own` cards (adjacent among `in_play`) that `rank` heads: when
 * its rank won a trick, the proof holds only where they all are still adjacent to it. */
static int run_bottom(unsigned own, unsigned in_play, int rank)
{
    int low = rank;
    for (int r = rank - 1; r >= 0; r--) {
        if (!(in_play >> r & 1))
            continue;
        if (!(own >> r & 1))
            break;
        low = r;
    }
    return low;
}

/* --- a trick start described ------------------------------------------------------------------ */

static void describe_suit(const Solver *S, int s, SuitInfo *d)
{
    unsigned in_play = 0;
    for (int p = 0; p < 4; p++) {
        d->len[p] = count_bits(S->hand[p][s]);
        in_play |= S->hand[p][s];
    }
    d->in_play = (uint16_t)in_play;
    d->code = 0;
    d->n = 0;
    d->top = NONE;
    d->run = 0;
    d->run_bits = 0;
    int running = 1;
    for (unsigned rest = in_play; rest; rest ^= 1u << high_bit(rest)) {
        int r = high_bit(rest);
        int holder = (S->hand[1][s] >> r & 1) + 2 * (S->hand[2][s] >> r & 1) +
                     3 * (S->hand[3][s] >> r & 1);
        d->code |= (uint32_t)holder << (2 * d->n);
        d->order[d->n++] = (int8_t)r;
        if (d->top == NONE)
            d->top = holder;
        if (running && holder == d->top) {
            d->run++;
            d->run_bits |= (uint16_t)(1u << r);
        } else {
            running = 0;
        }
    }
    d->cashed = 0;
    if (d->top != NONE) {
        int others = 0;
        for (int p = 0; p < 4; p++)
            if (p != d->top && d->len[p] > others)
                others = d->len[p];
        d->cashed = d->run >= others ? d->len[d->top] : d->run;
    }
}

static uint64_t shape_of(const SuitInfo info[4])
{
    uint64_t shape = 0;
    for (int s = 0; s < 4; s++)
        for (int p = 0; p < 4; p++)
            shape = shape << 4 | (uint64_t)info[s].len[p];
    return shape;
}

/* --- sure tricks (the same reasoning as whist_solver.py's, there explained at length) --------- */

/* Tricks `pos` takes by cashing his top cards: with trumps out against him he first draws them
 * with his top trumps, else cashes one plain suit as long as each opponent with trumps follows. */
static int cashable(const Solver *S, int pos, const SuitInfo info[4], Marks marks)
{
    int trump = S->trump, count = 0;
    int lho = (pos + 1) & 3, rho = (pos + 3) & 3;
    clear_marks(marks);
    if (trump == NONE) {
        for (int s = 0; s < 4; s++)
            if (info[s].top == pos) {
                count += info[s].cashed;
                marks[s] = info[s].run_bits;
            }
        return count;
    }
    const SuitInfo *trumps = &info[trump];
    int drawn = 0;
    if (trumps->top == pos) {
        drawn = trumps->cashed;
        marks[trump] = trumps->run_bits;
    }
    if (drawn >= trumps->len[lho] && drawn >= trumps->len[rho]) {
        for (int s = 0; s < 4; s++)
            if (s != trump && info[s].top == pos) {
                count += info[s].cashed;
                marks[s] = info[s].run_bits;
            }
        return drawn + count;
    }
    int best = -1, best_suit = NONE;
    for (int s = 0; s < 4; s++) {
        if (s == trump || info[s].top != pos)
            continue;
        int cashed = info[s].run;
        if (trumps->len[lho] > drawn && info[s].len[lho] < cashed)
            cashed = info[s].len[lho];
        if (trumps->len[rho] > drawn && info[s].len[rho] < cashed)
            cashed = info[s].len[rho];
        if (cashed > best) {
            best = cashed;
            best_suit = s;
        }
    }
    if (best > 0) {
        marks[best_suit] = info[best_suit].run_bits;
        return drawn + best;
    }
    return drawn;
}

/* Tricks the side of `pos` surely wins with its trumps, whoever leads: every trump of its longer
 * hand when the other side has none; its top trumps in a row in one hand; or two when it holds
 * the two top trumps and one of their hands has another trump. */
static int trump_tricks(const Solver *S, int pos, const SuitInfo info[4], Marks marks)
{
    int trump = S->trump;
    int partner = (pos + 2) & 3, lho = (pos + 1) & 3, rho = (pos + 3) & 3;
    const SuitInfo *trumps = &info[trump];
    const int *len = trumps->len;
    clear_marks(marks);
    if (len[pos] + len[partner] == 0)
        return 0;
    if (len[lho] + len[rho] == 0)
        return len[pos] > len[partner] ? len[pos] : len[partner];
    int top = trumps->top;
    if ((top - pos) & 1)
        return 0;
    int sure = trumps->run;
    marks[trump] = trumps->run_bits;
    if (sure < 2 && trumps->n >= 2) {
        int second = (int)(trumps->code >> 2 & 3);
        if (!((second - pos) & 1) && (len[top] > 1 || len[second] > 1)) {
            sure = 2;
            marks[trump] = (uint16_t)(1u << trumps->order[0] | 1u << trumps->order[1]);
        }
    }
    return sure;
}

/* The leader cashes his top cards, or leads to a suit his partner tops (not ruffed on the way)
 * and the partner cashes his; or his side's trump tricks. */
static int quick_tricks(const Solver *S, int pos, int left, const SuitInfo info[4], Marks marks)
{
    int trump = S->trump, partner = (pos + 2) & 3;
    int lho = (pos + 1) & 3, rho = (pos + 3) & 3;
    int own = cashable(S, pos, info, marks);
    if (own < left) {
        for (int s = 0; s < 4; s++) {
            if (info[s].top != partner || info[s].len[pos] == 0)
                continue;
            if (trump == NONE || s == trump ||
                ((info[s].len[lho] > 0 || info[trump].len[lho] == 0) &&
                 (info[s].len[rho] > 0 || info[trump].len[rho] == 0))) {
                Marks theirs_marks;
                int theirs = cashable(S, partner, info, theirs_marks);
                if (theirs > own) {
                    memcpy(marks, theirs_marks, sizeof(Marks));
                    marks[s] |= info[s].run_bits;
                    return theirs < left ? theirs : left;
                }
                break;
            }
        }
    }
    if (trump != NONE) {
        Marks trump_marks;
        int trumps = trump_tricks(S, pos, info, trump_marks);
        if (trumps > own) {
            own = trumps;
            memcpy(marks, trump_marks, sizeof(Marks));
        }
    }
    return own < left ? own : left;
}

/* With no opponent able to ruff: the leader cashes his top cards as far as his partner follows,
 * then leads to a suit his partner tops and the partner cashes all of his. */
static int cash_and_cross(const Solver *S, int pos, const SuitInfo info[4], Marks marks)
{
    int trump = S->trump, partner = (pos + 2) & 3;
    int lho = (pos + 1) & 3, rho = (pos + 3) & 3;
    int count = 0, entry = 0;
    clear_marks(marks);
    if (trump != NONE && info[trump].len[lho] + info[trump].len[rho])
        return 0;
    for (int s = 0; s < 4; s++) {
        if (info[s].top == partner) {
            count += info[s].cashed;
            marks[s] = info[s].run_bits;
            entry = entry || info[s].len[pos] > 0;
        } else if (info[s].top == pos) {
            int cashed = info[s].run < info[s].len[partner] ? info[s].run : info[s].len[partner];
            if (cashed) {
                count += cashed;
                marks[s] = info[s].run_bits;
            }
        }
    }
    if (!entry) {
        clear_marks(marks);
        return 0;
    }
    return count;
}

/* Whether every lead loses the first trick: in each suit the leader holds, an opponent holds
 * the top card and the partner cannot ruff it. */
static int first_trick_lost(const Solver *S, int pos, const SuitInfo info[4], Marks marks)
{
    int trump = S->trump, partner = (pos + 2) & 3;
    clear_marks(marks);
    for (int s = 0; s < 4; s++) {
        if (!info[s].len[pos])
            continue;
        if (!((info[s].top - pos) & 1))
            return 0;
        if (trump != NONE && s != trump && !info[s].len[partner] && info[trump].len[partner])
            return 0;
        marks[s] |= (uint16_t)(1u << info[s].order[0]);
    }
    return 1;
}

/* --- the transposition table ------------------------------------------------------------------ */

static uint32_t chain_of(const Solver *S, uint64_t shape, int leader)
{
    uint64_t h = shape + (uint64_t)leader * 0x9E3779B97F4A7C15ull; /* splitmix64's finish */
    h = (h ^ h >> 30) * 0xBF58476D1CE4E5B9ull;
    h = (h ^ h >> 27) * 0x94D049BB133111EBull;
    return (uint32_t)(h ^ h >> 31) & S->head_mask;
}

static void clear_table(Solver *S)
{
    memset(S->heads, 0xFF, ((size_t)S->head_mask + 1) * sizeof(int32_t));
    S->shapes_used = S->blocks_used = 0;
}

static int32_t find_shape(const Solver *S, uint64_t shape, int leader)
{
    int32_t i = S->heads[chain_of(S, shape, leader)];
    while (i != NONE && (S->shapes[i].shape != shape || S->shapes[i].leader != leader))
        i = S->shapes[i].next;
    return i;
}

/* The entry's key: the holders of the top `depth[s]` cards of each suit. */
static void key_of(const SuitInfo info[4], const unsigned depth[4], Key *key)
{
    memset(key, 0, sizeof *key);
    for (int s = 0; s < 4; s++) {
        key->depth[s] = (uint8_t)depth[s];
        key->holders[s] = info[s].code & TOP_CARDS[depth[s]];
    }
}

/* Whether a position with these codes (per suit) fits the key: no branch, the four suits
 * compared at once (the inner loop of every lookup). */
static int fits(const Key *key, const uint32_t code[4])
{
    return (((code[0] & TOP_CARDS[key->depth[0]]) ^ key->holders[0]) |
            ((code[1] & TOP_CARDS[key->depth[1]]) ^ key->holders[1]) |
            ((code[2] & TOP_CARDS[key->depth[2]]) ^ key->holders[2]) |
            ((code[3] & TOP_CARDS[key->depth[3]]) ^ key->holders[3])) == 0;
}

/* Per suit, how many cards from the top down to the lowest card marked. */
static unsigned depth_of(const SuitInfo *d, unsigned mine)
{
    return mine ? (unsigned)count_bits(d->in_play >> low_bit(mine)) : 0;
}

/* Entry `i` of block `b` changes places with the first of its shape's newest block: the
 * few entries that decide most questions are then found first. */
static void to_front(Solver *S, int32_t shape, int32_t b, int i)
{
    Block *front = &S->blocks[S->shapes[shape].newest], *block = &S->blocks[b];
    if (front == block && i == 0)
        return;
    Key key = front->key[0];
    int8_t lower = front->lower[0], upper = front->upper[0];
    int8_t suit = front->best_suit[0], place = front->best_place[0];
    front->key[0] = block->key[i];
    front->lower[0] = block->lower[i];
    front->upper[0] = block->upper[i];
    front->best_suit[0] = block->best_suit[i];
    front->best_place[0] = block->best_place[i];
    block->key[i] = key;
    block->lower[i] = lower;
    block->upper[i] = upper;
    block->best_suit[i] = suit;
    block->best_place[i] = place;
}

/* Whether the table decides the question (1 or 0, with the marks of the entry: the lowest
 * card of each suit it depends on), else NONE with the lead remembered by an entry that
 * fits but does not decide. */
static int lookup(Solver *S, int pos, uint64_t shape, const SuitInfo info[4], int need,
                  Marks marks, int *hint_suit, int *hint_rank)
{
    int32_t found = find_shape(S, shape, pos);
    uint32_t code[4] = {info[0].code, info[1].code, info[2].code, info[3].code};
    for (int32_t b = found == NONE ? NONE : S->shapes[found].newest; b != NONE;
         b = S->blocks[b].older) {
        Block *block = &S->blocks[b];
        for (int i = 0; i < block->filled; i++) {
            if (!fits(&block->key[i], code))
                continue;
            if (block->lower[i] >= need || block->upper[i] < need) {
                for (int s = 0; s < 4; s++) {
                    int depth = block->key[i].depth[s];
                    marks[s] = depth ? (uint16_t)(1u << info[s].order[depth - 1]) : 0;
                }
                int ok = block->lower[i] >= need;
                to_front(S, found, b, i);
                return ok;
            }
            int suit = block->best_suit[i], place = block->best_place[i];
            if (*hint_suit == NONE && suit != NONE && place < info[suit].n) {
                *hint_suit = suit;
                *hint_rank = info[suit].order[place];
            }
        }
    }
    return NONE;
}

/* A new block for the shape `found` (NONE: a new shape too); the table is emptied first when
 * it is full (a memory bound: the bounds are only a help). Returns the block. */
static int32_t new_block(Solver *S, int32_t found, uint64_t shape, int pos)
{
    if (found != NONE && S->shapes[found].blocks == SHAPE_BLOCKS) {
        /* the oldest block gives way (its entries decided least lately: see to_front) */
        int32_t *link = &S->shapes[found].newest;
        while (S->blocks[*link].older != NONE)
            link = &S->blocks[*link].older;
        int32_t b = *link;
        *link = NONE;
        S->blocks[b].older = S->shapes[found].newest;
        S->blocks[b].filled = 0;
        S->shapes[found].newest = b;
        return b;
    }
    if (S->blocks_used == S->capacity || (found == NONE && S->shapes_used == S->capacity)) {
        clear_table(S);
        found = NONE;
    }
    if (found == NONE) {
        uint32_t chain = chain_of(S, shape, pos);
        found = S->shapes_used++;
        S->shapes[found].shape = shape;
        S->shapes[found].leader = pos;
        S->shapes[found].newest = NONE;
        S->shapes[found].blocks = 0;
        S->shapes[found].next = S->heads[chain];
        S->heads[chain] = found;
    }
    int32_t b = S->blocks_used++;
    S->blocks[b].older = S->shapes[found].newest;
    S->blocks[b].filled = 0;
    S->shapes[found].newest = b;
    S->shapes[found].blocks++;
    return b;
}

/* Keeps a result: where the cards from the top of each suit down to the lowest marked one
 * have the same holders, the side on lead takes `need` tricks (`ok`) or fewer. */
static void store(Solver *S, int pos, uint64_t shape, const SuitInfo info[4], const Marks marks,
                  int need, int left, int ok, int best_suit, int best_rank)
{
    unsigned depth[4];
    Key key;
    for (int s = 0; s < 4; s++)
        depth[s] = depth_of(&info[s], marks[s]);
    key_of(info, depth, &key);
    int place = best_suit == NONE ? NONE : count_bits(info[best_suit].in_play >> (best_rank + 1));
    int32_t found = find_shape(S, shape, pos);
    for (int32_t b = found == NONE ? NONE : S->shapes[found].newest; b != NONE;
         b = S->blocks[b].older) {
        Block *block = &S->blocks[b];
        for (int i = 0; i < block->filled; i++) {
            if (memcmp(&block->key[i], &key, sizeof key))
                continue;
            if (ok) {
                if (need > block->lower[i])
                    block->lower[i] = (int8_t)need;
                block->best_suit[i] = (int8_t)best_suit;
                block->best_place[i] = (int8_t)place;
            } else if (need - 1 < block->upper[i]) {
                block->upper[i] = (int8_t)(need - 1);
            }
            return;
        }
    }
    int32_t b = found == NONE ? NONE : S->shapes[found].newest;
    if (b == NONE || S->blocks[b].filled == BLOCK)
        b = new_block(S, found, shape, pos);
    Block *block = &S->blocks[b];
    int i = block->filled++;
    block->key[i] = key;
    block->lower[i] = (int8_t)(ok ? need : 0);
    block->upper[i] = (int8_t)(ok ? left : need - 1);
    block->best_suit[i] = (int8_t)best_suit;
    block->best_place[i] = (int8_t)place;
}

/* --- move ordering ---------------------------------------------------------------------------- */

/* The leads worth trying, best first (as whist_solver.py's _lead_order). Returns the count. */
static int lead_order(const Solver *S, const Trick *t, int suits[], int ranks[])
{
    int pos = t->p0, trump = S->trump, partner = (pos + 2) & 3;
    int lho = (pos + 1) & 3, rho = (pos + 3) & 3;
    const SuitInfo *info = t->info;
    int score[52], n = 0;
    for (int s = 0; s < 4; s++) {
        unsigned own = S->hand[pos][s];
        if (!own)
            continue;
        int runs[13];
        int count = runs_of(own, info[s].in_play, runs);
        const int *len = info[s].len;
        int ruffable = trump != NONE && s != trump &&
                       ((len[lho] == 0 && info[trump].len[lho] > 0) ||
                        (len[rho] == 0 && info[trump].len[rho] > 0));
        for (int i = 0; i < count; i++) {
            int value, last = i == count - 1;
            if (i == 0 && info[s].top == pos)
                value = ruffable ? 20 : (s != trump ? 60 : 27);
            else if (last && info[s].top == partner)
                value = ruffable ? 15 : 50;
            else if (last && trump != NONE && s != trump && len[partner] == 0 &&
                     info[trump].len[partner] > 0)
                value = 40;
            else if (last)
                value = ruffable ? 25 : 30;
            else
                value = 10 - i;
            /* insertion, best first: by score, then suit, then rank, each high first */
            int k = n++;
            while (k > 0 && (score[k - 1] < value ||
                             (score[k - 1] == value && suits[k - 1] < s))) {
                score[k] = score[k - 1];
                suits[k] = suits[k - 1];
                ranks[k] = ranks[k - 1];
                k--;
            }
            score[k] = value;
            suits[k] = s;
            ranks[k] = runs[i];
        }
    }
    for (int i = 0; i < n; i++)
        if (suits[i] == t->hint_suit && ranks[i] == t->hint_rank) {
            for (int k = i; k > 0; k--) {
                suits[k] = suits[k - 1];
                ranks[k] = ranks[k - 1];
            }
            suits[0] = t->hint_suit;
            ranks[0] = t->hint_rank;
            break;
        }
    return n;
}

/* The cards worth trying for a follower, best first: following suit, the cheapest card that
 * beats `best_rank` first (unless `low_first`), then the rest low to high; void, a winning
 * ruff before the discards (low first) unless `low_first`. Returns the count. */
static int follow_order(const Solver *S, int pos, const uint16_t in_play[4], int led,
                        int best_suit, int best_rank, int low_first, int suits[], int ranks[])
{
    int runs[13], n = 0;
    unsigned own = S->hand[pos][led];
    if (own) {
        int cut = best_suit == led && !low_first ? best_rank : -1;
        int count = runs_of(own, in_play[led], runs);
        for (int pass = 0; pass < 2; pass++)
            for (int i = count - 1; i >= 0; i--)
                if ((pass == 0) == (runs[i] > cut)) {
                    suits[n] = led;
                    ranks[n++] = runs[i];
                }
        return n;
    }
    int trump = S->trump;
    int cut = best_suit == trump ? best_rank : -1;
    int ruff_suits[13], ruff_ranks[13], ruffs = 0;
    for (int s = 0; s < 4; s++) {
        int count = runs_of(S->hand[pos][s], in_play[s], runs);
        for (int i = count - 1; i >= 0; i--) {
            if (s == trump && runs[i] > cut) {
                ruff_suits[ruffs] = s;
                ruff_ranks[ruffs++] = runs[i];
                continue;
            }
            int k = n++; /* the discards by rank, low first (stable: suit order) */
            while (k > 0 && ranks[k - 1] > runs[i]) {
                suits[k] = suits[k - 1];
                ranks[k] = ranks[k - 1];
                k--;
            }
            suits[k] = s;
            ranks[k] = runs[i];
        }
    }
    if (low_first) {
        memcpy(suits + n, ruff_suits, ruffs * sizeof(int));
        memcpy(ranks + n, ruff_ranks, ruffs * sizeof(int));
    } else {
        memmove(suits + ruffs, suits, n * sizeof(int));
        memmove(ranks + ruffs, ranks, n * sizeof(int));
        memcpy(suits, ruff_suits, ruffs * sizeof(int));
        memcpy(ranks, ruff_ranks, ruffs * sizeof(int));
    }
    return n + ruffs;
}

/* --- the search ------------------------------------------------------------------------------- */

static int beats(int trump, int suit, int rank, int best_suit, int best_rank)
{
    return (suit == best_suit && rank > best_rank) || (suit == trump && best_suit != trump);
}

/* Index in the trick of the card winning among the first `played`. */
static int winner_of(const Solver *S, const Trick *t, int played)
{
    int w = 0;
    for (int i = 1; i < played; i++)
        if (beats(S->trump, t->suit[i], t->rank[i], t->suit[w], t->rank[w]))
            w = i;
    return w;
}

/* The trick complete: whether the leader's side makes its target, the rest searched. */
static int after_trick(Solver *S, Trick *t, Marks marks)
{
    int w = winner_of(S, t, 4), wp = (t->p0 + w) & 3, ws = t->suit[w];
    int ok = w % 2 == 0 ? can(S, wp, t->need - 1, t->rest, marks)
                        : !can(S, wp, t->rest - t->need + 1, t->rest, marks);
    int same = (t->suit[0] == ws) + (t->suit[1] == ws) + (t->suit[2] == ws) + (t->suit[3] == ws);
    if (same > 1) /* won by its rank: with every card of the run it stood for */
        marks[ws] |= (uint16_t)(1u << run_bottom(t->start[wp][ws], t->in_play[ws], t->rank[w]));
    return ok;
}

/* The trick from its card `i` on: the hand to play tries its cards, an "any" for the leader's
 * side, an "every" for the other. Leaves in `marks` the cards that decided it. */
static int play_from(Solver *S, Trick *t, int i, Marks marks)
{
    int pos = (t->p0 + i) & 3, maximise = i % 2 == 0;
    int suits[52], ranks[52], n;
    if (i == 0) {
        n = lead_order(S, t, suits, ranks);
    } else {
        int w = winner_of(S, t, i);
        if (i == 1)
            n = follow_order(S, pos, t->in_play, t->suit[0], t->suit[0], 13, 0, suits, ranks);
        else
            n = follow_order(S, pos, t->in_play, t->suit[0], t->suit[w], t->rank[w], w == i - 2,
                             suits, ranks);
    }
    Marks all, child;
    clear_marks(all);
    for (int k = 0; k < n; k++) {
        uint16_t bit = (uint16_t)(1u << ranks[k]);
        t->suit[i] = suits[k];
        t->rank[i] = ranks[k];
        S->hand[pos][suits[k]] ^= bit;
        int ok = i < 3 ? play_from(S, t, i + 1, child) : after_trick(S, t, child);
        S->hand[pos][suits[k]] ^= bit;
        if (S->aborted)
            return 0;
        if (ok == maximise) {
            memcpy(marks, child, sizeof(Marks));
            if (i == 0) {
                t->best_suit = suits[k];
                t->best_rank = ranks[k];
            }
            return ok;
        }
        add_marks(all, child);
    }
    memcpy(marks, all, sizeof(Marks));
    return !maximise;
}

/* One card each: whether the side on lead wins the last trick. */
static int last_trick(Solver *S, int pos, Marks marks)
{
    int suit[4], rank[4], w = 0;
    S->nodes++;
    for (int i = 0; i < 4; i++) {
        int p = (pos + i) & 3;
        for (int s = 0; s < 4; s++)
            if (S->hand[p][s]) {
                suit[i] = s;
                rank[i] = high_bit(S->hand[p][s]);
                break;
            }
        if (i && beats(S->trump, suit[i], rank[i], suit[w], rank[w]))
            w = i;
    }
    int same = (suit[0] == suit[w]) + (suit[1] == suit[w]) + (suit[2] == suit[w]) +
               (suit[3] == suit[w]);
    clear_marks(marks);
    if (same > 1)
        marks[suit[w]] = (uint16_t)(1u << rank[w]);
    return w % 2 == 0;
}

/* Searches a trick start past its bounds; returns the answer and the lead that proved it. */
static int search_trick(Solver *S, int pos, int need, int left, const SuitInfo info[4],
                        int hint_suit, int hint_rank, Marks marks, int *best_suit, int *best_rank)
{
    Trick t;
    S->nodes++;
    if (S->node_limit >= 0 && S->nodes > S->node_limit) {
        S->aborted = 1;
        return 0;
    }
    t.p0 = pos;
    t.need = need;
    t.rest = left - 1;
    t.info = info;
    t.hint_suit = hint_suit;
    t.hint_rank = hint_rank;
    t.best_suit = t.best_rank = NONE;
    for (int s = 0; s < 4; s++)
        t.in_play[s] = info[s].in_play;
    memcpy(t.start, S->hand, sizeof t.start);
    int ok = play_from(S, &t, 0, marks);
    *best_suit = t.best_suit;
    *best_rank = t.best_rank;
    return ok;
}

/* A trick start with `pos` on lead and `left` tricks to play: can its side take `need`?
 * Leaves in `marks` the cards whose holders decided it. */
static int can(Solver *S, int pos, int need, int left, Marks marks)
{
    clear_marks(marks);
    if (need <= 0 || need > left)
        return need <= 0;
    SuitInfo info[4];
    for (int s = 0; s < 4; s++)
        describe_suit(S, s, &info[s]);
    /* the sure tricks first: they cost less than a lookup in a full table */
    Marks low_marks, cross_marks, their_marks;
    int low = quick_tricks(S, pos, left, info, low_marks);
    int crossed = cash_and_cross(S, pos, info, cross_marks);
    if (crossed > low) {
        low = crossed < left ? crossed : left;
        memcpy(low_marks, cross_marks, sizeof(Marks));
    }
    if (low >= need) {
        memcpy(marks, low_marks, sizeof(Marks));
        return 1;
    }
    int theirs = S->trump == NONE ? 0 : trump_tricks(S, (pos + 1) & 3, info, their_marks);
    if (theirs == 0)
        theirs = first_trick_lost(S, pos, info, their_marks);
    if (left - theirs < need) {
        memcpy(marks, their_marks, sizeof(Marks));
        return 0;
    }
    if (left == 1)
        return last_trick(S, pos, marks);
    uint64_t shape = shape_of(info);
    int hint_suit = NONE, hint_rank = NONE;
    int known = lookup(S, pos, shape, info, need, marks, &hint_suit, &hint_rank);
    if (known != NONE)
        return known;
    int best_suit, best_rank;
    int ok = search_trick(S, pos, need, left, info, hint_suit, hint_rank, marks, &best_suit,
                          &best_rank);
    if (!S->aborted)
        store(S, pos, shape, info, marks, need, left, ok, best_suit, best_rank);
    return ok;
}

/* A begun trick at the root: its cards `played` from the leader `pos` on, then the rest. */
static int finish_trick(Solver *S, int pos, int need, int left, const int cards[], int played)
{
    Trick t;
    Marks marks;
    t.p0 = pos;
    t.need = need;
    t.rest = left - 1;
    t.info = NULL;
    t.hint_suit = t.hint_rank = NONE;
    for (int s = 0; s < 4; s++)
        t.in_play[s] = S->hand[0][s] | S->hand[1][s] | S->hand[2][s] | S->hand[3][s];
    for (int i = 0; i < played; i++) {
        t.suit[i] = cards[i] / 13;
        t.rank[i] = cards[i] % 13;
        t.in_play[t.suit[i]] |= (uint16_t)(1u << t.rank[i]);
    }
    memcpy(t.start, S->hand, sizeof t.start);
    for (int i = 0; i < played; i++) /* the trick's cards, in their players' hands at its start */
        t.start[(pos + i) & 3][t.suit[i]] |= (uint16_t)(1u << t.rank[i]);
    return play_from(S, &t, played, marks);
}

/* --- Python ----------------------------------------------------------------------------------- */

static void solver_free(PyObject *capsule)
{
    Solver *S = PyCapsule_GetPointer(capsule, "whist_dd.Solver");
    if (S) {
        free(S->heads);
        free(S->shapes);
        free(S->blocks);
        free(S);
    }
}

/* A solver for one trump suit whose table keeps about `size` entries (blocks half full). */
static Solver *solver_new(int trump, Py_ssize_t size)
{
    Solver *S = calloc(1, sizeof(Solver));
    if (!S)
        return NULL;
    S->trump = trump;
    S->capacity = (int32_t)(size / (BLOCK / 2) + 1);
    uint32_t heads = 1;
    while (heads < (uint32_t)S->capacity)
        heads <<= 1;
    S->head_mask = heads - 1;
    S->heads = malloc((size_t)heads * sizeof(int32_t));
    S->shapes = malloc((size_t)S->capacity * sizeof(Shape));
    S->blocks = malloc((size_t)S->capacity * sizeof(Block));
    if (!S->heads || !S->shapes || !S->blocks) {
        free(S->heads);
        free(S->shapes);
        free(S->blocks);
        free(S);
        return NULL;
    }
    clear_table(S);
    return S;
}

static PyObject *dd_new(PyObject *self, PyObject *args)
{
    int trump;
    Py_ssize_t size;
    (void)self;
    if (!PyArg_ParseTuple(args, "in", &trump, &size))
        return NULL;
    if (trump < NONE || trump > 3 || size < 1 || size > (1 << 28)) {
        PyErr_SetString(PyExc_ValueError, "trump must be -1..3 and the table size 1..2**28");
        return NULL;
    }
    Solver *S = solver_new(trump, size);
    if (!S)
        return PyErr_NoMemory();
    PyObject *capsule = PyCapsule_New(S, "whist_dd.Solver", solver_free);
    if (!capsule) {
        free(S->heads);
        free(S->shapes);
        free(S->blocks);
        free(S);
    }
    return capsule;
}

static PyObject *dd_can(PyObject *self, PyObject *args)
{
    (void)self;
    PyObject *capsule, *suits, *trick;
    int leader, need;
    long long node_limit;
    if (!PyArg_ParseTuple(args, "OOiOiL", &capsule, &suits, &leader, &trick, &need, &node_limit))
        return NULL;
    Solver *S = PyCapsule_GetPointer(capsule, "whist_dd.Solver");
    if (!S)
        return NULL;
    PyObject *suit_seq = PySequence_Fast(suits, "suits must be a sequence of four ints");
    if (!suit_seq)
        return NULL;
    PyObject *trick_seq = PySequence_Fast(trick, "trick must be a sequence of ints");
    if (!trick_seq) {
        Py_DECREF(suit_seq);
        return NULL;
    }
    int cards[3], played = (int)PySequence_Fast_GET_SIZE(trick_seq), bad = 0;
    bad = PySequence_Fast_GET_SIZE(suit_seq) != 4 || played > 3 || leader < 0 || leader > 3;
    for (int s = 0; s < 4 && !bad; s++) {
        unsigned long long packed =
            PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(suit_seq, s));
        bad = PyErr_Occurred() != NULL;
        for (int p = 0; p < 4; p++)
            S->hand[p][s] = (uint16_t)(packed >> (13 * p) & 0x1FFF);
    }
    for (int i = 0; i < played && !bad; i++) {
        cards[i] = (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(trick_seq, i));
        bad = PyErr_Occurred() != NULL || cards[i] < 0 || cards[i] >= 52;
    }
    Py_DECREF(suit_seq);
    Py_DECREF(trick_seq);
    if (bad) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "bad position");
        return NULL;
    }
    int left = 0;
    for (int p = 0; p < 4; p++) {
        int held = 0;
        for (int s = 0; s < 4; s++)
            held += count_bits(S->hand[p][s]);
        left = held > left ? held : left;
    }
    S->node_limit = node_limit;
    S->aborted = 0;
    int ok;
    Marks marks;
    Py_BEGIN_ALLOW_THREADS
    ok = played ? finish_trick(S, leader, need, left, cards, played)
                : can(S, leader, need, left, marks);
    Py_END_ALLOW_THREADS
    if (S->aborted)
        Py_RETURN_NONE;
    return PyBool_FromLong(ok);
}

static PyObject *dd_nodes(PyObject *self, PyObject *capsule)
{
    (void)self;
    Solver *S = PyCapsule_GetPointer(capsule, "whist_dd.Solver");
    return S ? PyLong_FromLongLong(S->nodes) : NULL;
}

static PyMethodDef methods[] = {
    {"new", dd_new, METH_VARARGS,
     "new(trump, table_size) -> solver: trump 0-3 or -1 (no trumps); table entries kept."},
    {"can", dd_can, METH_VARARGS,
     "can(solver, suits, leader, trick, need, node_limit) -> bool, or None when the node limit "
     "(-1: none) was passed: whether the leader's side takes `need` of the tricks left. suits: "
     "per suit the bits 13 * position + rank held; trick: the begun trick's cards as "
     "13 * suit + rank, from the leader on."},
    {"nodes", dd_nodes, METH_O, "nodes(solver) -> trick starts searched so far."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_whist_dd",
                                    "The Whist double-dummy search in C (see whist_dd.c).", -1,
                                    methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__whist_dd(void) { return PyModule_Create(&module); }
