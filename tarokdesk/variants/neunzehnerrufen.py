"""Neunzehnerrufen (calling the Nineteen), Ulmann Cap. V, specified in rules/neunzehnerrufen.md.

Four hands of twelve. The Vorhand must play the Rufer unless a higher game is declared: she
calls T19 (or the next lower trump she lacks) and its holder is her secret partner; the talon is
split 4/1/1 among her and the next two hands, each discarding as many. Dreier, Zweier and Einer
buy a half, a pair or a single card step by step (each look raises the multiplier paid on a
loss); the Solo buys nothing. The price is the winner's points above 35 plus 10, times the
category factor; the premiums are the same in every category.

The dummy forms ("Dummy play"): with the flying dummy the dealer's hand lies face up after the
bidding and is played by the caller (it holds the called trump) or the person lacking it, or
by the opponent who reaches in against a lone player; en trois one seat is a dummy for good,
en deux every other seat. Dummies are seats of the table (C1): `DummyControl` says who plays
each, the resting dealer settles with his dummy's side, en trois and en deux its player does.
"""

from __future__ import annotations

from typing import Final

from tarokdesk.cards.card import MOND, PAGAT, SKUS, card_from_name, is_king, is_trump
from tarokdesk.cards.packs import PACKS
from tarokdesk.cards.points import points_from_thirds
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action
from tarokdesk.core.deal import DEAL, DealPhase
from tarokdesk.core.facts import Fact, Facts
from tarokdesk.rules.kinds import PhaseName
from tarokdesk.core.presentation import Presentation
from tarokdesk.core.seating import Seating
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import DONE, Announcement, GameState
from tarokdesk.core.sight import Sight, Visibility
from tarokdesk.core.variant import ContractPlan, DealSchedule, Option, Strategy, Variant
from tarokdesk.rules.announcements import (
    ANNOUNCE, DECLARER_SIDE, DEFENDERS, GAME, AnnouncementRound, HoldingProof, contra_factor,
    find, made,
)
from tarokdesk.rules.auction import BID, DuelAuction
from tarokdesk.rules.calling import (
    CALL, CALLED_SEEN, KEY as CALLED, NOTHING_PROVEN, PARTNER, CallPartner, CallProof,
    declarer_with,
)
from tarokdesk.rules.dummy import DUMMY, DummyControl, expose, given
from tarokdesk.rules import knocking
from tarokdesk.rules.knocking import KnockDeal
from tarokdesk.rules.settlement import Ledger, Stake, last_trick_facts, party_pile, party_points
from tarokdesk.rules.split_talon import (
    BOUGHT_PARTS, SPLIT_KEY, RoundDiscard, SplitTalon, TalonByContract, set_aside_taken,
)
from tarokdesk.rules.stepwise_talon import StepwiseTalon, TalonWalk, fold
from tarokdesk.rules.talon import DISCARD, TALON
from tarokdesk.rules.trickplay import PLAY, TrickPlay
from tarokdesk.variants.ulmann import MUST_OVERTRUMP, SMALL_BUYS, hand_without_tarok, volat_side

RULES = "neunzehnerrufen.md"
MUST_ANNOUNCE_HONOURS = "must_announce_honours"
R.register_templates({
    MUST_ANNOUNCE_HONOURS: "Tous les trois and tous les quatre must always be announced.",
})
RUFER, DREIER, ZWEIER, EINER, SOLO = "rufer", "dreier", "zweier", "einer", "solo"
BIDS = (RUFER, DREIER, ZWEIER, EINER, SOLO)
""""Categories (rank order, lowest first)", lines 2321-2327."""
FACTORS = {RUFER: 1, DREIER: 3, ZWEIER: 4, EINER: 5, SOLO: 6}
VIENNA_FACTORS = {**FACTORS, ZWEIER: 6, EINER: 9, SOLO: 12}
""""Price of the game" 3: the category factor, standard or Viennese."""
PARTS = {DREIER: 2, ZWEIER: 3, EINER: 6}
""""Talon": the Dreier buys a half, the Zweier a pair, the Einer a single card."""
CONSOLATION = 10
HALF = 35
WIN_THIRDS = 107
""""Counting": the player's side wins with 35⅔ (107 thirds) of 70; 35 : 35 loses."""
CALLER_TAKES = 4
"""Talon, Rufer (2420-2426): the caller the top four, the next two hands one card each."""
SCHLEIFEN, PLAY_ALONE = "schleifen", "play_alone"
THROWN_IN: Final = Fact[bool](SCHLEIFEN)
"""The caller threw the Rufer in ("schleifen")."""
TAROK_COUNTS = ((12, "zwoelf_tarok"), (10, "zehn_tarok"), (8, "acht_tarok"))
PREMIUMS = {"acht_tarok": 4, "zehn_tarok": 8, "zwoelf_tarok": 12, "honneurs": 4,
            "tous_les_trois": 8, "tous_les_quatre": 8, "grosse_honneurs": 12}
""""Announcements", the table's standard values."""
HOLDINGS = tuple(PREMIUMS)
MUST_SAY = ("grosse_honneurs", "tous_les_trois", "tous_les_quatre")
"""Tous les trois and tous les quatre must always be announced (2375-2378); Große Honneurs
contains one of them."""
ULTIMO = (10, 20)
VOLAT = (20, 40)
"""Silent and announced; the Volat is paid in addition to the game (Codex §20 does not apply)."""
NEVER_CALLED_BELOW = card_from_name("T2")
FIRST_CALLED = card_from_name("T19")
FOUR, FLYING, EN_TROIS, EN_DEUX = "four", "flying", "en_trois", "en_deux"
FORMS = (FOUR, FLYING, EN_TROIS, EN_DEUX)
DUMMY_SEATS = {EN_TROIS: (3,), EN_DEUX: (1, 3)}
"""En trois one seat is the dummy for good; en deux the seats alternate person, dummy
("Where the dummy is"). The flying dummy is the dealer's seat, which moves with the deal."""
EARLY, AT_PLAY = "early", "at_play"
BEFORE_TALON, VIENNA = "before_talon", "vienna"


def called_trump(hand) -> int:
    """"Who calls, and what": T19, or if she holds it the next lower trump she lacks (never
    SKUS, T21, T20 or T1; line 2313 read as XVIII, open question 8)."""
    card = FIRST_CALLED
    while card in hand and card > NEVER_CALLED_BELOW:
        card -= 1
    return card


def called_in_dummies(hands) -> int | None:
    """En deux: the highest trump from T19 down that lies in a dummy (open question 6, the
    Vienna wording "the highest trump neither person holds"); None if no dummy holds one."""
    card = FIRST_CALLED
    while card >= NEVER_CALLED_BELOW:
        if any(card in hand for hand in hands):
            return card
        card -= 1
    return None


def honours_held(hand, cumulative: bool) -> list[str]:
    """"Honours classification" with t trump honours and k kings; Große Honneurs is paid
    instead of trull or quatre unless `cumulative` (open question 7)."""
    t = sum(1 for c in (SKUS, MOND, PAGAT) if c in hand)
    k = sum(1 for c in hand if is_king(c))
    trull_quatre = [item for item, held in (("tous_les_trois", t == 3),
                                            ("tous_les_quatre", k == 4)) if held]
    if (t == 3 and k >= 1) or (k == 4 and t >= 1):
        return ["grosse_honneurs", *(trull_quatre if cumulative else [])]
    if trull_quatre:
        return trull_quatre
    return ["honneurs"] if (t >= 2 and k >= 2) or (k >= 3 and t >= 1) else []


def holdings(hand, cumulative: bool) -> list[str]:
    """The tarok count ("Acht/Zehn/Zwölf Tarok") and honours this hand may announce."""
    taroks = sum(1 for c in hand if is_trump(c))
    count = next((item for least, item in TAROK_COUNTS if taroks >= least), None)
    return ([count] if count else []) + honours_held(hand, cumulative)


def walk(parts: int, returns: str) -> TalonWalk:
    """Open question 2: the k-th part seen, taken at once, is k-fold; going back to part j
    after seeing all n is (n + j)-fold (recommended) or (2n − j)-fold."""
    back = tuple(None if j == parts else (parts + j if returns == "n_plus_j" else 2 * parts - j)
                 for j in range(1, parts + 1))
    return TalonWalk(parts, tuple(range(parts)), tuple(range(1, parts + 1)), back)


class RuferTalon(SplitTalon):
    """The Rufer's split; a caller who finds the called trump among her four cards may throw
    in ("schleifen", paying each opponent 10) or keep them and play alone (2428-2434)."""

    def choices(self, state: GameState) -> list[str]:
        if state.extra[SPLIT_KEY].get("found"):
            return [SCHLEIFEN, PLAY_ALONE]
        return super().choices(state)

    def apply(self, state: GameState, action: Action) -> bool:
        talon = state.extra[SPLIT_KEY]
        if action.value == SCHLEIFEN:
            state.extra[THROWN_IN] = True
            return True
        if action.value == PLAY_ALONE:
            talon["found"] = False
            return self.pass_on(state)
        part = self.take(state)
        called = state.extra.get(CALLED)
        if part == 0 and called is not None and called in state.talon_parts[0]:
            talon["found"] = True
            return False
        return self.pass_on(state)


class FourHandDeal(DealPhase):
    def order(self, state: GameState) -> tuple[int, ...]:
        """"Deal" 3: packets to all four hands from the dealer's right, dummies included, as
        if four played, so a dummy in the Vorhand's place gets the first (footnote
        2445-2448), though the person to its right is Vorhand."""
        n = state.n_seats
        return tuple((state.dealer + i) % n for i in range(1, n + 1))


class NineteenAnnouncements(AnnouncementRound):
    def may_recontra(self, state: GameState, seat: int, record: Announcement, known) -> bool:
        """Both the caller and her partner may give Recontra (2451-2453), each only for an
        item it knows to be its party's."""
        return super().may_recontra(state, seat, record, known) or (
            known(seat) == DECLARER_SIDE and known(record["seat"]) == DECLARER_SIDE)


class NeunzehnerrufenVisibility(Visibility["Neunzehnerrufen"]):
    """What each seat sees at the table of Neunzehnerrufen beyond the general law."""

    def public_extra(self, state: GameState, seat: int) -> Facts:
        """The called trump, and the partner once the trump is played (or to himself)."""
        partner = self.variant.partner(state)
        shown = partner is not None and (seat == partner
                                         or self.variant._division_known_to(state, seat))
        info = Facts()
        info[CALLED_SEEN] = state.extra.get(CALLED)
        info[PARTNER] = partner if shown else None
        return info

    def seen_by(self, state: GameState, seat: int) -> Sight:
        """C2: talon cards taken in a Rufer are seen by their receiver alone (2425-2426); in a
        stepwise buy the player looks at a part privately and shows it only when passing on
        ("Dreier", "Zweier", "Einer"); the rest stays face down until the end (Codex §14)."""
        over = state.phase == DONE
        talon = state.extra.get(BOUGHT_PARTS)
        seen: set[int] = set()
        if talon is None:
            pass
        elif "receivers" in talon:
            seen = {i for i, (who, owner) in enumerate(zip(talon["receivers"],
                                                             state.talon_owner))
                    if who == seat and owner == "taken"}
        elif "seen" in talon:
            looked = talon["seen"]
            passed = set(looked) - {talon["taken"]}
            if talon["taken"] is None:
                passed -= {looked[-1]}
            seen = set(looked) if seat == state.declarer else passed
        return Sight(talon_parts=tuple(over or i in seen for i in range(len(state.talon_parts))))


class NeunzehnerrufenSeating(Seating["Neunzehnerrufen"]):
    """Who sits where and deals at the table of Neunzehnerrufen."""

    def dummy_seats(self) -> tuple[int, ...]:
        return DUMMY_SEATS.get(self.variant.form, ())


class Neunzehnerrufen(Variant):
    id = "neunzehnerrufen"
    name = "Neunzehnerrufen"
    presentation = Presentation(
        summary="Ulmann's full game for four: unless somebody bids higher, the Vorhand calls the "
                "tarok XIX, whose holder is her partner; with Zweier, Einer and many "
                "announcements.",
        distinction="Ulmann's, also with dummies",
        terms={ZWEIER: "Zweier", EINER: "Einer", "acht_tarok": "Acht Tarok",
               "zehn_tarok": "Zehn Tarok", "zwoelf_tarok": "Zwölf Tarok", "honneurs": "Honneurs",
               "grosse_honneurs": "Große Honneurs", PLAY_ALONE: "play alone", **knocking.TERMS},
        forms={"flying dummy": {"form": FLYING, "dummy_without_trump": "play"},
               "fliegenden strohmann": {"form": FLYING},
               "en trois": {"form": EN_TROIS}, "en deux": {"form": EN_DEUX},
               "en quatre": {"form": FOUR}},
        explain={**knocking.EXPLAIN,
                 PLAY_ALONE: "The called tarok is among your four talon cards: you keep them and "
                             "play alone against the three others instead of throwing in."},
        acts={**knocking.ACTS, PLAY_ALONE: "{name} plays alone"},
        glossary=SMALL_BUYS,
    )
    rules_file = RULES
    book = "Ulmann, Cap. V"
    premiums = PREMIUMS
    ultimo = ULTIMO
    """Premium values (silent, announced) that a reading with other values replaces."""
    pack = PACKS["tarok-54"]
    seat_counts = (4,)
    deal = DealSchedule(talon_parts=(1,) * 6, packets=(6, 6))
    """"Deal" 3: the talon of six first (kept in order from the top), then two rounds of six."""
    options = {
        "form": Option(FOUR, FORMS,
                       "Who plays (neunzehnerrufen.md \"At a glance\", \"Dummy play\" A-C): "
                       "four active persons, four with the flying dummy, three with a "
                       "dummy, two with two",
                       "Form", ("four players", "four with the flying dummy",
                                "three with a dummy (en trois)", "two with two dummies (en deux)"),
                       "Four play; or four with the dealer's hand as a dummy that changes "
                       "hands with the call; or three with a dummy, or two with two "
                       "(Ulmann, Cap. V)."),
        "dummy_shown": Option(EARLY, (EARLY, AT_PLAY),
                              "When a dummy is laid face up - open question 1: en trois and "
                              "en deux after the deal, the flying dummy after the bidding "
                              "(recommended), or only when given to its player (en trois "
                              "before the announcements, flying at the first lead; never "
                              "later en deux, whose call is made from the dummies)",
                              "Dummy face up", ("after the deal (flying: after the bidding)",
                                                "when its player takes it"),
                              "When the dummy hands are turned face up for everyone "
                              "(Ulmann, Cap. V)."),
        "dummy_without_trump": Option("redeal", ("redeal", "play"),
                                      "\"Deal\" 5: a hand without a trump is redealt, "
                                      "recommended for dummy hands too; or a dummy (the "
                                      "flying dealer's hand, a fixed dummy) is played as "
                                      "it is",
                                      "A dummy without a trump",
                                      ("is redealt like any hand", "is played as it is"),
                                      "Whether a dummy hand without a single trump voids "
                                      "the deal (Ulmann, Cap. V)."),
        "dealer_shares": Option(True, (True, False),
                                "\"Who pays whom\", Dummies - open question 4: the resting "
                                "dealer of the flying dummy wins or loses with his dummy's "
                                "side (recommended), or its player settles for it",
                                "The flying dealer's dummy",
                                ("the dealer wins or loses with it",
                                 "its player settles for it"),
                                "Whether the resting dealer shares his dummy's result, or the "
                                "player who plays it pays and collects for it (Ulmann, "
                                "Cap. V)."),
        "talon_returns": Option("n_plus_j", ("n_plus_j", "twice_n_minus_j"),
                                "Zweier/Einer: going back to part j after seeing all n parts "
                                "is (n + j)-fold or (2n - j)-fold - open question 2",
                                "Going back in the talon",
                                ("(n + j)-fold: up to five- and elevenfold",
                                 "(2n − j)-fold"),
                                "What a Zweier or Einer is worth on a loss when the player "
                                "goes back to an earlier part of the talon (Ulmann, Cap. V)."),
        "honours_cumulative": Option(False, (False, True),
                                     "Große Honneurs instead of, or besides, tous les trois / "
                                     "tous les quatre - open question 7",
                                     "Große Honneurs", ("instead of trull or four kings",
                                                        "besides trull or four kings"),
                                     "Whether Große Honneurs is paid in place of tous les "
                                     "trois or tous les quatre, or as well (Ulmann, Cap. V)."),
        "category_factors": Option(
            "standard", ("standard", "vienna"),
            "Category factors: Zweier 4, Einer 5, Solo 6, or the Viennese 6, 9, 12 "
            "(\"Price of the game\" 3)",
            "Game factors", ("Zweier 4, Einer 5, Solo 6", "Vienna: Zweier 6, Einer 9, Solo 12"),
            "How many times over the higher games are paid (Ulmann, Cap. V)."),
        "calling": Option(
            BEFORE_TALON, (BEFORE_TALON, VIENNA),
            "When the Rufer's call is made (\"Who calls, and what\"): before the talon, T19 "
            "or the next lower trump she lacks (the book's rule), or the Vienna variant "
            "(2434-2438): after the talon and the discards, the highest trump she lacks",
            "The call", ("before the talon", "Vienna: after the talon and discards"),
            "Whether the caller names the trump before she takes her talon cards, or, as in "
            "Vienna, afterwards, naming the highest trump she lacks (Ulmann, Cap. V)."),
        "knocking": knocking.OPTION,  # "Deal" 4: optional for the app
        "must_overtrump": MUST_OVERTRUMP,
    }

    # --- strategy: what the computer players read ("Strategy and conventions") ---------------
    strategy = Strategy(
        contracts={
            # Strategy 15: 9-10 taroks announce the ultimo with a partner, more alone.
            RUFER: ContractPlan(alone=False, talon=True, raised=False, ultimo_taroks=9,
                                buys=CALLER_TAKES),
            DREIER: ContractPlan(alone=True, talon=True, raised=True, ultimo_taroks=10, buys=3),
            ZWEIER: ContractPlan(alone=True, talon=True, raised=True, ultimo_taroks=10, buys=2),
            EINER: ContractPlan(alone=True, talon=True, raised=True, ultimo_taroks=10, buys=1),
            SOLO: ContractPlan(alone=True, talon=False, raised=True, ultimo_taroks=10),
        },
        game_target=WIN_THIRDS,
        bidding="nineteen_call",  # Strategy 1-8
        hand_scale=0.75,  # twelve cards, as in Königrufen
        conventions=frozenset((
            "invite", "force", "weak", "trumps_out", "declarer_force",  # Strategy 12-13
            "declarer_invite", "draw_trumps",  # Strategy 9, 16
            "mond_on_any_invitation",  # Strategy 16
            "break_volat",  # Strategy 18
            "mond_passes",  # 00-general.md Obligations 5
            # no "keep_tenace": Strategy 14, finesses seldom work with four hands
        )),
        compulsory=MUST_SAY,
        compulsory_rules=("N Announcements 2",) * len(MUST_SAY),
        holdings=HOLDINGS,
        items={  # Cap. I and IV as Strategy 5 and 9-19 restate them
            "part_good_enough": ("N5",), "part_fails": ("N5",),
            "long_suit_force": ("N9",), "draw_trumps": ("N9",),
            "draw_with_sure_stecher": ("N9",), "cash_sure_figure": ("N9",),
            "give_up_small_card": ("N10",), "small_tarok_lead": ("N10",),
            "strong_long_suit": ("N12",), "strong_invite": ("N12",),
            "return_partners_taroks_high": ("N12",), "return_partners_suit": ("N12",),
            "weak_two_figures": ("N12",), "weak_short_suit": ("N12",), "smear": ("N12",),
            "ultimo_taroks": ("N15",), "pagat_by_penultimate": ("N15",),
            "mond_on_invitation": ("N16",), "declarer_void": ("N17",),
            "break_the_volat": ("N22",),
            "strong_defender_contra": ("N19",), "weak_defender_contra": ("N19",),
        },
    )

    visibility_class = NeunzehnerrufenVisibility
    seating_class = NeunzehnerrufenSeating

    @property
    def form(self) -> str:
        return self.settings["form"]

    def build_phases(self):
        walks = {c: walk(n, self.settings["talon_returns"]) for c, n in PARTS.items()}
        stepwise = StepwiseTalon(self.pack, lambda state: walks[state.contract],
                                 f"{RULES} Talon")
        return {
            # "Deal" 5: a person's hand without a trump is dealt again, wherever it lands.
            DEAL: KnockDeal(FourHandDeal(self), self.settings["knocking"], self.seating.persons(),
                            lambda packet: not any(is_trump(c) for c in packet)),
            BID: DuelAuction(BIDS, self._openings, lambda state, seat, current:
                             BIDS[BIDS.index(current) + 1:], False,
                             f"{RULES} Declaring higher games",
                             must_open=lambda state, seat: seat == state.vorhand,
                             bidders=self._bidders),
            CALL: CallPartner(self._callable, f"{RULES} Who calls, and what",
                              self._call_proof),
            TALON: TalonByContract({RUFER: RuferTalon(self.pack, self._rufer_split,
                                                      f"{RULES} Talon, Rufer"),
                                    DREIER: stepwise, ZWEIER: stepwise, EINER: stepwise}),
            DISCARD: RoundDiscard(),
            DUMMY: DummyControl(self.deal_dummies, self._dummy_players, self._reachers,
                                f"{RULES} Dummy play",
                                player_settles=not self.settings["dealer_shares"],
                                stated=self._taken_by_lacking),
            ANNOUNCE: NineteenAnnouncements(self.side_of, self._announceable, self._may_contra,
                                            self._compulsory, f"{RULES} Announcements",
                                            self.known_side, MUST_ANNOUNCE_HONOURS,
                                            frozenset(HOLDINGS), self._holding_proof()),
            PLAY: TrickPlay(self.pack, self.settings["must_overtrump"]),
        }

    # --- dummies ("Where the dummy is", "Dummy play") ------------------------------------------
    def active_seats(self, dealer: int) -> tuple[int, ...]:
        """All four hands from the dealer's right; where a dummy sits in the Vorhand's place
        (en trois once a round, en deux always) the person to its right is Vorhand and the
        order starts with him (footnote 2445-2448)."""
        order = list(super().active_seats(dealer))
        while order[0] in self.seating.dummy_seats():
            order.append(order.pop(0))
        return tuple(order)

    def deal_dummies(self, state: GameState) -> tuple[int, ...]:
        """The dummies of this deal: the fixed ones, or the dealer's hand once another
        person has become the player (the dealer who plays has none, 2595-2599)."""
        if self.form == FLYING:
            return () if state.declarer in (None, state.dealer) else (state.dealer,)
        return self.seating.dummy_seats()

    def _persons_in_play(self, state: GameState) -> list[int]:
        dummies = self.deal_dummies(state)
        return [s for s in state.active if s not in dummies]

    @staticmethod
    def _bidders(state: GameState) -> list[int]:
        """Every person who holds a hand bids; the flying dealer with his own cards, a dummy
        seat en trois or en deux never ("Who may bid")."""
        return [s for s in state.active if state.person_of(s) is not None]

    def _dummy_players(self, state: GameState) -> dict[int, int] | None:
        """"Dummy play" A-C: en deux the dummy holding the called trump is the caller's, the
        other her opponent's, and against a lone player he plays both; otherwise the caller
        plays a dummy holding the called trump, else the person lacking it plays it; against
        a lone player the opponents choose who reaches in (None)."""
        dummies = self.deal_dummies(state)
        persons = self._persons_in_play(state)
        declarer, partner = state.declarer_seat, self.partner(state)
        if self.form == EN_DEUX:
            opponent = next(p for p in persons if p != declarer)
            return {d: declarer if d == partner else opponent for d in dummies}
        if partner is None:
            return None
        if partner in dummies:
            return {partner: declarer}
        lacking = next(p for p in persons if p not in (declarer, partner))
        return {d: lacking for d in dummies}

    def _taken_by_lacking(self, state: GameState, given) -> bool:
        """The person who lacks the called trump takes the dummy himself ("Dummy play" A):
        only he and the holder know it, so his taking it tells the table."""
        return self.form != EN_DEUX and self.partner(state) not in given

    def _reachers(self, state: GameState) -> list[int]:
        """The lone player's opponents, asked in playing order from him (open question 11:
        they agree among themselves; the first may leave it to the other)."""
        order = state.active[state.active.index(state.declarer) + 1:] + \
            state.active[:state.active.index(state.declarer)]
        return [p for p in order if p in self._persons_in_play(state)]

    def _expose(self, state: GameState, moment: str) -> None:
        """Open question 1: en trois and en deux the dummies lie face up after the deal, the
        flying dummy after the bidding (EARLY), or each when it is given to its player
        (AT_PLAY: en trois before the announcements, the flying dummy at the first lead); the
        flying dealer who plays himself shows his hand before his first card (2595-2599).
        En deux always after the deal: the caller calls the highest trump she sees in them
        (open question 6)."""
        if moment in (PLAY, DUMMY):
            if moment == PLAY and self.form == FLYING and state.declarer == state.dealer:
                expose(state, (state.dealer,))
            expose(state, self.deal_dummies(state))
        elif (self.settings["dummy_shown"] == EARLY or self.form == EN_DEUX) and moment == (
                BID if self.form == FLYING else DEAL):
            expose(state, self.deal_dummies(state))

    # --- auction and talon -------------------------------------------------------------------
    @staticmethod
    def _openings(state: GameState, seat: int):
        """The Rufer is the Vorhand's alone (2309-2311); anyone may declare a higher game."""
        return BIDS if seat == state.vorhand else BIDS[1:]

    def _callable(self, state: GameState) -> list[int]:
        """T19 or the next lower trump the caller lacks; en deux the highest lying in a dummy
        (open question 6). In Vienna the same after the talon: the highest she lacks of the
        cards she now has and laid away (2434-2438)."""
        if self.form == EN_DEUX:
            called = called_in_dummies([state.hands[d] for d in self.seating.dummy_seats()])
            return [] if called is None else [called]
        caller = state.declarer_seat
        return [called_trump(state.hands[caller] + state.discards[caller])]

    def _call_proof(self, called: int) -> CallProof:
        """"Who calls, and what": the caller had to call the highest trump from T19 down that
        she lacked, so she held every trump from T19 down to the one above the called one
        and lacked that one (unless it is the T2, called even when held: T1 may never be
        called). Before the talon it is her hand as dealt; in Vienna (2434-2438) her hand
        and discards after the talon. Found among her four talon cards, she shows it by
        throwing in or playing alone ("Talon", Rufer). En deux the call names the highest
        trump lying in a dummy (open question 6): it proves nothing of a hidden hand."""
        if self.form == EN_DEUX:
            return NOTHING_PROVEN
        held = frozenset(range(called + 1, FIRST_CALLED + 1))
        lacked = frozenset((called,)) if called > NEVER_CALLED_BELOW else frozenset()
        return CallProof(held, lacked, after_talon=self.calls_after_talon,
                         shown_if_taken=frozenset({SCHLEIFEN, PLAY_ALONE}))

    @property
    def calls_after_talon(self) -> bool:
        """"Who calls, and what", Vienna variant: the call follows the talon and discards."""
        return self.settings.get("calling") == VIENNA

    def _rufer_split(self, state: GameState) -> list[tuple[int, int]]:
        """Talon, Rufer: the caller four, her right-hand neighbour the 5th, his the 6th;
        dummies are skipped (open question 5), so en deux the opponent takes both."""
        caller = state.declarer_seat
        persons = self._persons_in_play(state)
        index = persons.index(caller)
        others = (persons[index + 1:] + persons[:index])[:2]
        return [(caller, CALLER_TAKES)] + [(p, 2 // len(others)) for p in others]

    # --- parties -----------------------------------------------------------------------------
    @staticmethod
    def holder_of_call(state: GameState) -> int | None:
        """Who was dealt the called trump or received it with the 5th or 6th talon card."""
        called = state.extra.get(CALLED)
        for seat in state.active:
            if called in state.dealt[seat]:
                return seat
        talon = state.extra.get(BOUGHT_PARTS)
        if talon is None:
            return None
        receivers = talon["receivers"] if "receivers" in talon else []
        taken = talon.get("received") or [
            (seat, part) for seat, part, owner in zip(receivers, state.talon_parts,
                                                      state.talon_owner)
            if owner == "taken"]
        for seat, cards in taken:
            if called in cards:
                return seat
        return None

    def partner(self, state: GameState) -> int | None:
        """The called trump's holder, unless it is the caller herself (then she plays alone)."""
        if state.contract != RUFER:
            return None
        holder = self.holder_of_call(state)
        return None if holder == state.declarer else holder

    def declarer_side(self, state: GameState) -> list[int]:
        partner = self.partner(state)
        return declarer_with(state, partner)

    def side_of(self, state: GameState, seat: int) -> str:
        return DECLARER_SIDE if seat in self.declarer_side(state) else DEFENDERS

    def known_side(self, state: GameState, viewer: int, seat: int) -> str | None:
        """Every seat knows its own side and the caller's; the others' only once the called
        trump has been played, or to its holder (the partnership is secret, "Play")."""
        if seat in (viewer, state.declarer) or self._division_known_to(state, viewer):
            return self.side_of(state, seat)
        return None

    def _division_known_to(self, state: GameState, viewer: int) -> bool:
        """Also, in the dummy forms, once the dummies have their players, or when the called
        trump lies in a dummy face up ("partnership is evident", 2469-2475)."""
        holder = self.holder_of_call(state)
        return (state.contract != RUFER or holder == viewer or self._call_shown(state)
                or given(state) or (holder is not None and (
                    state.person_of(holder) == viewer
                    or (bool(state.exposed) and state.exposed[holder]))))

    @staticmethod
    def _call_shown(state: GameState) -> bool:
        called = state.extra.get(CALLED)
        return (any(c == called for t in state.tricks for _, c in t.plays)
                or any(c == called for _, c in state.trick) or state.phase == DONE)

    # --- announcements -----------------------------------------------------------------------
    def _holdings(self, state: GameState, seat: int) -> list[str]:
        return holdings(state.hands[seat], self.settings["honours_cumulative"])

    def _unsaid(self, state: GameState, seat: int, items) -> tuple[str, ...]:
        said = {r["item"] for r in state.announcements if r["seat"] == seat}
        return tuple(item for item in items if item not in said)

    def _announceable(self, state: GameState, seat: int):
        """Holdings by their holder; Pagat Ultimo and Volat by either side (2466-2467)."""
        return [*self._holdings(state, seat), "pagat_ultimo", "volat"]

    def _holding_proof(self) -> HoldingProof:
        """"Announcements": holdings are said by their holder, the compulsory ones always
        (2375-2378), and all of them before a Contra (2440-2443); they count taroks, the
        three trump honours and kings."""
        cumulative = self.settings["honours_cumulative"]
        honours = frozenset((SKUS, MOND, PAGAT))
        return HoldingProof(
            lambda hand: holdings(hand, cumulative), frozenset(HOLDINGS),
            (honours, frozenset(c for c in self.pack.cards if is_trump(c)) - honours,
             frozenset(c for c in self.pack.cards if is_king(c))),
            frozenset(MUST_SAY), contra_says_all=True)

    def _compulsory(self, state: GameState, seat: int):
        return self._unsaid(state, seat, [i for i in self._holdings(state, seat) if i in MUST_SAY])

    def _may_contra(self, state: GameState, seat: int, record: Announcement) -> bool:
        """Holdings are facts, not contra'd; whoever gives Contra must first announce his own
        holdings ("Acht Tarok, Contra!", 2440-2443)."""
        return (record["item"] not in PREMIUMS
                and not self._unsaid(state, seat, self._holdings(state, seat)))

    # --- flow --------------------------------------------------------------------------------
    def needs_redeal(self, state: GameState) -> bool:
        """"Deal" 5: a hand (dummies too) without a trump; en deux also when no dummy holds
        a trump to call (open question 6)."""
        if self.form == EN_DEUX and called_in_dummies(
                [state.hands[d] for d in self.seating.dummy_seats()]) is None:
            return True
        if self.settings["dummy_without_trump"] == "play":
            dummies = self.seating.dummy_seats() or ((state.dealer,) if self.form == FLYING else ())
            return any(not any(is_trump(c) for c in state.hands[seat])
                       for seat in state.active if seat not in dummies)
        return hand_without_tarok(state)

    def next_phase(self, state: GameState) -> PhaseName:
        phase, contract = state.phase, state.contract
        if phase in (DEAL, BID):
            self._expose(state, phase)
        if phase == DEAL:
            return BID
        if phase == BID:
            if contract == RUFER and not self.calls_after_talon:
                return CALL
            if contract == SOLO:  # the talon stays face down for the opponents (2583-2591)
                state.talon_owner = ["defenders"] * len(state.talon_parts)
                return self._before_announcements(state)
            return TALON
        if phase == CALL:
            return self._before_announcements(state) if self.calls_after_talon else TALON
        if phase == TALON:
            if state.extra.get(THROWN_IN):
                return DONE
            set_aside_taken(state)
            return DISCARD
        if phase == DISCARD:
            if contract == RUFER and CALLED not in state.extra:
                return CALL  # Vienna: the call after the talon and discards
            return self._before_announcements(state)
        if phase == DUMMY and self.form != FLYING:
            return ANNOUNCE
        if phase == ANNOUNCE and self.form == FLYING:
            self._expose(state, DUMMY)
            if self.phase_as(DUMMY, DummyControl).assign(state):
                return DUMMY
        if phase in (ANNOUNCE, DUMMY):
            self._expose(state, PLAY)
            return PLAY
        return DONE

    def _before_announcements(self, state: GameState) -> PhaseName:
        """En trois and en deux the dummies are given before the announcements, so that
        their players announce their holdings; the flying dealer announces for his own hand
        (2449-2451), and his dummy is given when the play begins."""
        if self.form in (EN_TROIS, EN_DEUX):
            self._expose(state, DUMMY)
            if self.phase_as(DUMMY, DummyControl).assign(state):
                return DUMMY
        return ANNOUNCE

    # --- counting and settlement ("Counting", "Scoring and settlement") ------------------------
    @staticmethod
    def multiplier(state: GameState) -> int:
        """The talon multiplier of a stepwise buy (1 for Rufer and Solo)."""
        if state.contract in PARTS:
            return fold(state)
        return 1

    def settle(self, state: GameState) -> Settlement:
        ledger = Ledger(state.n_seats)
        ours = self.declarer_side(state)
        theirs = [s for s in state.active if s not in ours]
        called, partner = state.extra.get(CALLED), self.partner(state)
        if state.extra.get(THROWN_IN):
            # Talon, Rufer: she shows the called trump and pays each opponent 10; with
            # dummies each person opposite ("Who pays whom", Dummies).
            persons = [s for s in theirs if state.account[s] is not None]
            ledger.between_sides(SCHLEIFEN, persons, ours, CONSOLATION)
            return {"contract": state.contract, "declarer": state.declarer, "called": called,
                    "partner": partner, "schleifen": True, "items": ledger.items,
                    "totals": ledger.totals()}

        thirds, points = party_points(party_pile(state, ours, "declarer"))
        won = thirds >= WIN_THIRDS
        winner_points = points if won else points_from_thirds(3 * 70 - thirds)
        gain = max(0, winner_points - HALF) + CONSOLATION  # "Price of the game" 1-2
        factor = (VIENNA_FACTORS if self.settings.get("category_factors") == "vienna"
                  else FACTORS)[state.contract_made]
        multiplier = self.multiplier(state)
        # 4-5: the talon multiplier and Contra on the multiplied game only on a loss; a won
        # Dreier, Zweier or Einer is paid as the single game (2348-2354, 2405-2409).
        stake = Stake(gain, factor * (1 if won else multiplier),
                      contra_factor(made(state, GAME)))
        if won:
            ledger.between_sides(GAME, ours, theirs, stake)
        else:
            ledger.between_sides(GAME, theirs, ours, stake)
        self._settle_holdings(state, ledger, ours, theirs)
        self._settle_ultimo(state, ledger, ours, theirs)
        volat = self._settle_volat(state, ledger, ours, theirs)
        return {"contract": state.contract, "declarer": state.declarer, "called": called,
                "partner": partner, "game_value": stake.units, "gain": gain, "factor": factor,
                "multiplier": multiplier, "won": won,
                "gain_basis": {"side": DECLARER_SIDE if won else DEFENDERS,
                               "points": winner_points, "half": HALF,
                               "consolation": CONSOLATION},
                "points": {"declarer": points, "defenders": points_from_thirds(210 - thirds)},
                "thirds": {"declarer": thirds, "defenders": 210 - thirds},
                "needed_thirds": WIN_THIRDS, "volat": volat,
                "items": ledger.items, "totals": ledger.totals()}

    @staticmethod
    def _sides(record_side: str, ours: list[int], theirs: list[int]):
        return (ours, theirs) if record_side == DECLARER_SIDE else (theirs, ours)

    def _settle_holdings(self, state: GameState, ledger: Ledger, ours, theirs,
                         factor: int = 1, fold: int = 1) -> None:
        """Tarok counts and honours go to the announcer's side, whoever wins (2367-2368);
        `factor` and `fold` for a reading that multiplies premiums with the game."""
        for record in state.announcements:
            value = self.premiums.get(record["item"])
            if value is not None:
                side, other = (ours, theirs) if record["seat"] in ours else (theirs, ours)
                ledger.between_sides(record["item"], side, other, Stake(value, factor, 1, fold),
                                     holder=record["seat"])

    def _settle_ultimo(self, state: GameState, ledger: Ledger, ours, theirs,
                       factor: int = 1, fold: int = 1) -> None:
        """Pagat Ultimo (578-601): the T1 wins the last trick; announced and failed, or a
        silent attempt captured in the last trick, is paid to the other side."""
        facts = last_trick_facts(state)
        pagat_seat = facts["pagat_in_last"]
        record = find(state, "pagat_ultimo")
        if record is not None:
            side, other = self._sides(record["side"], ours, theirs)
            stake = Stake(self.ultimo[1], factor, contra_factor(record), fold)
            if facts["pagat_won_last"] and pagat_seat in side:
                ledger.between_sides("pagat_ultimo", side, other, stake)
            else:
                ledger.between_sides("pagat_ultimo_failed", other, side, stake)
            return
        if pagat_seat is None:
            return
        side, other = (ours, theirs) if pagat_seat in ours else (theirs, ours)
        silent = Stake(self.ultimo[0], factor, 1, fold)
        if facts["pagat_won_last"]:
            ledger.between_sides("silent_ultimo", side, other, silent)
        elif facts["last_winner"] in other:
            ledger.between_sides("silent_ultimo_lost", other, side, silent)

    def _settle_volat(self, state: GameState, ledger: Ledger, ours, theirs) -> str | None:
        """Volat in addition to the game; an announced one that fails is paid to the other
        side at its announced value (open question 12)."""
        volat = volat_side(state, set(ours))
        record = find(state, "volat")
        if record is not None:
            side, other = self._sides(record["side"], ours, theirs)
            stake = Stake(VOLAT[1], 1, contra_factor(record))
            if volat == record["side"]:
                ledger.between_sides("volat", side, other, stake)
            else:
                ledger.between_sides("volat_failed", other, side, stake)
        elif volat is not None:
            side, other = self._sides(volat, ours, theirs)
            ledger.between_sides("volat", side, other, VOLAT[0])
        return volat

