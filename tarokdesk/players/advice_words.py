"""The words of the players' advice (players/advice.py), one entry per code: what the words
tell the player to do (checked against the decision they explain) and the English text,
which the table translates (tools/translations.py collects the texts into the catalogues'
context "Hints"). Parameters in braces are filled in by the table: contracts, items, cards
and choices in its words, numbers in its locale. The books each item letter cites come last."""

from __future__ import annotations

from dataclasses import dataclass

from tarokdesk.players.conventions import BRENNER


@dataclass(frozen=True)
class Words:
    does: str | None
    """What the words tell the player to do (a key of advice.DOES); None: they only say why."""
    text: str
    needs: str | None = None
    """What the words take for granted of the state (a key of advice.NEEDS): 'too weak to
    call a king' only where a king may still be called."""


BID, PASS, HOLD, CALL, TAKE, LOOK = "bid", "pass", "hold", "call", "take", "look"
THROW_IN, PLAY_ALONE, DISCARD, ANNOUNCE, CONTRA = (
    "throw_in", "play_alone", "discard", "announce", "contra")
LEAD, FOLLOW, PLAY, NAME_TRUMPS, LEAVE = "lead", "follow", "play", "name_trumps", "leave"
CONCEDE, PLAY_ON, REACH_IN, DEMAND, GIVE, CLAIM = (
    "concede", "play_on", "reach_in", "demand", "give", "claim")


OPENING = "opening"
"""The state where the ladder's lowest game may still be had (advice.NEEDS)."""


def _catalogue(**entries: tuple[str | None, str] | tuple[str | None, str, str]
               ) -> dict[str, Words]:
    return {code: Words(*entry) for code, entry in entries.items()}


WORDS = _catalogue(
    # --- every game ------------------------------------------------------------------------
    only_card=(PLAY, "It is the only card you may play."),
    ordinary_course=(None, "This is the rule's ordinary course."),
    beginners_slip=(None, "A beginner's slip: a choice at random."),
    only_taroks_left=(PLAY, "You have only taroks left."),
    cheapest_card=(PLAY, "Play your cheapest card."),
    # --- the auction (heuristic/bidding.py) ------------------------------------------------
    hold=(HOLD, "Hold the {contract}."),
    let_go=(PASS, "Let the {contract} go."),
    raise_to=(BID, "Raise to {contract}."),
    gut=(PASS, "Say “gut”."),
    not_worth_bid=(PASS, "Your hand is not worth the {contract}: let it go."),
    not_worth_more=(PASS, "Your hand is worth no more than the {contract} already bid: pass."),
    too_weak_for_dreier=(None, "Your hand is too weak for a Dreier.", OPENING),
    too_weak_for=(PASS, "Your hand is too weak for the {contract} or anything higher."),
    dreier_hand=(BID, "Eight or nine taroks with an honour and two kings are enough for a "
                      "Dreier."),
    above_dreier=(BID, "One or two taroks more than a Dreier needs: you can go one step "
                       "higher."),
    raised_game_hand=(BID, "Ten or eleven taroks with two honours, high taroks and a king "
                           "carry a raised game."),
    solo_hand=(BID, "Many high taroks, two honours and a missing suit: play a Solo."),
    near_solo_buys_little=(None, "With a near-Solo hand you may buy a pair or a single card."),
    keep_trull_premium=(BID, "Hold the game yourself, or you lose your premium for tous les "
                             "trois or quatre."),
    tapping_forfeits_trull=(BID, "Play rather than pass: passing would forfeit your tous les "
                                 "trois or quatre."),
    solo_dreier_hand=(BID, "Ten taroks, unbroken from the Sküs down to XVIII, and the first "
                           "lead: play a Solo-Dreier."),
    dreier_alone_hand=(BID, "Your hand is strong enough to play a Dreier alone against three."),
    solo_call_hand=(BID, "High taroks and a missing suit: you can play a Solo."),
    auf_pagat_hand=(BID, "With the Pagat and many taroks call auf Pagat."),
    kings_wait_to_be_called=(PASS, "Pass: with three or four kings you are likely to be "
                                   "called as partner."),
    vorhand_calls=(BID, "As Vorhand call even with a weak hand: the talon and a partner will "
                        "help."),
    fair_hand_calls=(BID, "A fair hand: call a king."),
    too_weak_to_call=(PASS, "Your hand is too weak to call a king.", OPENING),
    vorhand_holds_solo=(BID, "Hold the Solo: your taroks are strong and without kings nobody "
                             "will call you."),
    kings_let_rufer_stand=(PASS, "Let the Rufer stand: with two or three kings you may well "
                                 "be called."),
    vorhand_buys=(BID, "Call rather than play Solo: as Vorhand you gain more from the talon."),
    nineteen_solo_hand=(BID, "The opponents can make two tricks at most: play a Solo."),
    nineteen_einer_hand=(BID, "A closed run of taroks and the first lead: declare an Einer."),
    nineteen_zweier_hand=(BID, "Nine taroks with Sküs, Mond, high taroks and a king carry a "
                               "Zweier."),
    nineteen_dreier_hand=(BID, "Nine or ten taroks from the Sküs down, or the trull with a "
                               "king: declare a Dreier."),
    middling_lets_rufer_stand=(None, "A middling hand: let the Rufer stand, two against two is "
                                     "safer."),
    no_honour_no_bid=(PASS, "Without the Sküs, the Mond or the Pagat you may not bid."),
    two_honours_and_xx=(BID, "Two honours and the XX: declare no more than a Dreier and let a "
                             "Zweier go to you."),
    twenty_solo_hand=(BID, "Nine taroks with the Sküs or the Mond, or six or seven with a king "
                           "or two: play a Solo."),
    twenty_einer_hand=(BID, "Seven or eight taroks with a high honour and high Stecher but no "
                            "king: an Einer."),
    stands_a_zweier=(BID, "Your hand can stand a Zweier, so you may bid."),
    dreier_with_xx=(BID, "Bid a Dreier: with the XX you may let a Zweier go."),
    dreier_needs_zweier_hand=(PASS, "Pass: a Dreier needs a hand that can stand a Zweier, or "
                                    "the XX."),
    must_hold_zweier=(HOLD, "Without the XX you must hold the Zweier yourself."),
    let_zweier_go=(PASS, "Let the Zweier go: he must call the XX, so you are his partner and "
                         "the trull is yours."),
    worth_this_game=(HOLD, "Your hand is worth this game: hold it."),
    not_worth_this_game=(PASS, "Your hand is not worth this game: pass."),
    enough_points_expected=(BID, "You can expect enough card points for this game."),
    too_few_points_expected=(PASS, "Too few card points to expect: pass."),
    nothing_to_take_up=(PASS, "The game is taken already: pass."),
    four_honours_take_up=(BID, "Four or more honours: always take the game up."),
    guarded_honours_take_up=(BID, "Three well-guarded honours and some queens: take the game "
                                  "up."),
    short_pagat_pass=(PASS, "A short-guarded Pagat is not a full honour: pass."),
    weak_honours_pass=(PASS, "Weakly guarded honours and no queens: pass."),
    # --- calling (heuristic/call_and_talon.py, heuristic/called_trump.py) ------------------------
    prescribed_call=(CALL, "The rules prescribe the card to call."),
    self_call_trump=(CALL, "Your hand can win alone: call your own tarok and win from three "
                           "instead of one."),
    all_four_kings=(CALL, "You hold all four kings, so you must call one of your own."),
    self_call_king=(CALL, "Call a king you hold yourself: you will win from all three."),
    queen_short=(CALL, "Call the king of the suit where your queen is bare or short: it will "
                       "come home."),
    short_suit_king=(CALL, "Call the king of a short suit: it is less likely to be trumped."),
    must_call_xx=(CALL, "The Zweier was let go to you: you must call the XX."),
    strong_calls_own=(CALL, "A very strong hand: call your own tarok and play alone for triple "
                            "stakes."),
    holds_every_call=(CALL, "You hold every tarok you could call: you play alone."),
    pagat_only_honour=(CALL, "The Pagat is your only honour: call a lower tarok (XVII to XIV), "
                             "not the XX."),
    taroks_laid_away=(CALL, "Taroks were laid away, perhaps a high one: call a lower tarok."),
    after_einer=(CALL, "After an Einer call the next tarok below the XX."),
    highest_lacking=(CALL, "Call the highest tarok you lack."),
    # --- the talon and the discard ---------------------------------------------------------
    talon_given=(None, "The rules hand you this part of the talon."),
    king_in_talon=(THROW_IN, "The called king lies in the talon and your hand is too weak "
                             "alone: throw in."),
    king_in_talon_alone=(PLAY_ALONE, "The called king lies in the talon, but with seven taroks "
                                     "or more keep the talon and play alone."),
    part_good_enough=(TAKE, "Take the part turned up: it is good enough, and each further look "
                            "makes the game one fold more."),
    part_fails=(LOOK, "The part turned up does not help your hand: turn up the next, although "
                      "the game becomes one fold more."),
    part_worth_folds=(TAKE, "Take the part that helps your hand most, counting that going back "
                            "makes the game more folds."),
    neither_half_wins=(THROW_IN, "Neither half can win this game: throw it in now, and it "
                                 "costs only a single forfeit."),
    best_half=(TAKE, "Take the half that fits your hand best and lets you lay away well."),
    voids_and_points=(DISCARD, "Lay away cards that leave you without a suit, and points that "
                               "are safe there."),
    least_valuable_discard=(DISCARD, "Lay away your least valuable card."),
    short_high_stecher=(DISCARD, "Lay away your short high tarok, so that you are not called "
                                 "with a hand unfit to help."),
    ruse_against_volat=(DISCARD, "Lay away a tarok: the player, told so, will call a low tarok "
                                 "and no volat follows."),
    # --- the Scat of the 78-card games (heuristic/excuse_games.py) -------------------------
    vole_lays_skus=(DISCARD, "A Vole hand: lay the Sküs away, it can win no trick."),
    pagat_with_two=(DISCARD, "The Pagat with only two taroks would be caught: lay all three "
                             "away."),
    bare_court_to_scat=(DISCARD, "A bare court card: its points are safe in the Scat."),
    endangered_court=(DISCARD, "This court card is in danger: its points are safe in the "
                               "Scat."),
    scat_least_harm=(DISCARD, "Every card you may lay away is worth keeping; this one is "
                              "missed least."),
    void_for_pagat=(DISCARD, "Make a void, to bring the Pagat in early by trumping."),
    long_suit_courts=(DISCARD, "Lay away the court cards of your long suit."),
    small_suit_card=(DISCARD, "Lay away a small card."),
    unprotected_courts=(DISCARD, "Lay away a court card without its King, or make a void: your "
                                 "Scat counts for you."),
    # --- announcements (heuristic/announcing.py) -------------------------------------------
    nothing_to_announce=(None, "Your hand has nothing worth announcing."),
    ultimo_taroks=(ANNOUNCE, "You hold the Pagat and taroks enough to bring it home: announce "
                             "Pagat Ultimo."),
    compulsory=(ANNOUNCE, "The rules oblige you to announce {item}."),
    held_premium=(ANNOUNCE, "A premium for what you hold is paid only when you announce it."),
    koenig_ultimo=(ANNOUNCE, "Strong taroks, the called king well guarded, and the declarer "
                             "took a high honour: announce König Ultimo."),
    volat_hand=(ANNOUNCE, "Your hand has no gap in taroks or suits: announce the Volat."),
    volat_needs_lead=(None, "Do not announce the Volat: a hand like this makes it only with "
                            "the first lead."),
    skus_breaks_volat=(CONTRA, "You hold the Sküs, which always takes a trick: their Volat "
                               "cannot succeed, double it."),
    recontra_complete=(CONTRA, "Say Recontra only with a hand complete in taroks."),
    supercontra_overwhelming=(CONTRA, "Your side is overwhelming: say Supercontra."),
    strong_defender_contra=(CONTRA, "Say Contra: with nine or ten taroks and a high honour you "
                                    "are the strong defender."),
    weak_defender_contra=(CONTRA, "Say Contra to the raised game: your counting cards and a "
                                  "missing suit hurt the declarer."),
    catch_the_pagat=(CONTRA, "Say Contra to the ultimo: you hold enough high taroks to catch "
                             "the Pagat."),
    declare_honours=(ANNOUNCE, "Declare your honours: what is not written before the next "
                               "deal is lost."),
    nothing_to_declare=(PASS, "Nothing (more) to declare."),
    hide_for_misere=(PASS, "You will play for Misère: announce nothing, or the cards shown "
                           "betray your plan."),
    withhold_trull=(None, "Do not announce tous les trois: he will think the Pagat is hidden "
                          "in your talon and play his king into it."),
    declarer_trull=(ANNOUNCE, "Seven taroks or more with the Sküs and the Mond: announce tous "
                              "les trois."),
    partner_trull=(ANNOUNCE, "You hold the called XX with the Sküs and support: announce tous "
                             "les trois."),
    quatre_mondfang=(ANNOUNCE, "Your partner's quatre says he lacks the Mond, so an opponent "
                               "has it: announce Mondfang."),
    quatre_trull=(ANNOUNCE, "The Mond sits with an opponent and will be caught: announce tous "
                            "les trois."),
    last_hand_mondfang=(ANNOUNCE, "In last hand with the Sküs and six taroks you can catch the "
                                  "Mond: announce Mondfang."),
    last_hand_trull=(ANNOUNCE, "In last hand with the Sküs and six taroks: announce tous les "
                               "trois."),
    quatre_shows_stecher=(ANNOUNCE, "Announce tous les quatre: it shows your partner the high "
                                    "taroks beside the XX."),
    quatre_reveals_partner=(ANNOUNCE, "Taroks were laid away, so the declarer called low and "
                                      "cannot tell his partner: announce tous les quatre to "
                                      "show him your high taroks."),
    contra_trull=(CONTRA, "Contra their tous les trois: you hold the Sküs, or a well-guarded "
                          "Mond."),
    vole_hand=(ANNOUNCE, "A Vole hand without a gap: announce the Vole."),
    sure_misere=(ANNOUNCE, "You are sure to take no trick: announce the Misère."),
    only_when_certain=(PASS, "Announce a Misère or a Vole only when you are sure."),
    # --- giving up and the dummy -----------------------------------------------------------
    declarer_has_points=(CONCEDE, "The declarer already has his 36 points: give up and spare "
                                  "the rest."),
    defence_can_win=(PLAY_ON, "Your side can still make 35 points: play on."),
    lacking_call_plays_dummy=(None, "The rules give the dummy to the defender without the "
                                    "called tarok."),
    last_asked_takes_dummy=(REACH_IN, "You are the last defender asked: you must take the "
                                      "dummy."),
    weaker_hand_reaches_in=(REACH_IN, "You hold {own} taroks, fewer than the other defender "
                                      "is likely to hold ({other}): take the dummy."),
    stronger_hand_leaves=(LEAVE, "You hold {own} taroks, no fewer than the other defender "
                                 "is likely to hold ({other}): leave him the dummy."),
    # --- card requests (Tarok-L'Hombre) ----------------------------------------------------
    give_back_cheapest=(GIVE, "Give back your cheapest card."),
    demand_honour=(DEMAND, "Demand the Mond or the Sküs."),
    demand_king=(DEMAND, "Demand a king."),
    demand_highest_tarok=(DEMAND, "Demand the highest tarok."),
    # --- the Tarok card play: the declarer's side (heuristic/cardplay.py) ------------------
    pagat_by_penultimate=(PLAY, "The ultimo cannot succeed: get rid of the Pagat before the "
                                "last trick."),
    cash_sure_winners=(LEAD, "You control the taroks: cash your sure winners."),
    partner_shows_high=(LEAD, "You hold the called tarok and lead first: lead your highest "
                              "tarok to catch the Mond."),
    partner_shows_low=(LEAD, "You hold the called tarok and lead first: lead a tarok, so the "
                             "player knows you."),
    answer_middle=(FOLLOW, "Answer your partner's tarok lead with a middle tarok: it tells him "
                           "you hold the Sküs."),
    answer_small=(FOLLOW, "Answer your partner's tarok lead with a small tarok: you have no "
                          "Sküs."),
    return_declarer_taroks_mond=(LEAD, "The declarer invited on tarok: return taroks, and put "
                                       "up the Mond."),
    return_declarer_taroks=(LEAD, "The declarer invited on tarok: return taroks."),
    called_king_first_round=(LEAD, "Play the called king on the first round of its suit, "
                                   "before it can be trumped."),
    declarer_forces=(LEAD, "The declarer leads his long suit: return a small tarok."),
    called_suit_at_once=(LEAD, "You are weak after the talon: lead the called suit at once so "
                               "your partner can show himself."),
    declarer_invites=(LEAD, "With eight or nine taroks invite at once: lead a small tarok."),
    long_suit_force=(LEAD, "Lead your long suit to draw the opponents' taroks."),
    draw_trumps=(LEAD, "Draw trumps: your many taroks pull the opponents' high ones, and then "
                       "your small ones win."),
    draw_with_sure_stecher=(LEAD, "Draw the opponents' taroks with a tarok that cannot be "
                                  "beaten."),
    cash_sure_figure=(LEAD, "Cash a sure figure while everybody still follows suit."),
    give_up_small_card=(LEAD, "Give up a small card and keep your small tarok for later."),
    tenace_sure_tarok=(LEAD, "Keep king and cavall to catch the queen, and lead a tarok that "
                             "is sure to win."),
    tenace_throw_in=(LEAD, "Give up the lead with your small tarok: the opponent must then "
                           "lead into your king and cavall."),
    small_tarok_lead=(LEAD, "Lead a small tarok."),
    called_suit_win=(FOLLOW, "The declarer leads the called suit: win it with the king."),
    mond_on_invitation=(FOLLOW, "Put up the Mond: the declarer invited on tarok."),
    mond_on_partners_invitation=(FOLLOW, "Your partner invited on tarok: put up the Mond at "
                                         "once, even with the Sküs out."),
    win_with_called_king=(FOLLOW, "Win with the called king and bring it home."),
    # --- the Tarok card play: the defence ---------------------------------------------------
    return_partners_taroks_high=(LEAD, "Your partner invited on tarok: return your highest "
                                       "tarok."),
    return_partners_suit=(LEAD, "Return the suit your partner led."),
    lone_king_lead=(LEAD, "The declarer's only suit card must be the fourth king: lead that "
                          "suit, so that it falls and your partner, void there, can trump "
                          "it."),
    break_the_volat=(LEAD, "Lead the suit your partner can trump: one trick is enough to break "
                           "the announced Volat."),
    shortest_suit_silent_partner=(LEAD, "Few taroks and a silent partner: lead your shortest "
                                        "suit, not a tarok."),
    strong_long_suit=(LEAD, "Lead your long suit: it forces the declarer and shows your "
                            "partner you are strong."),
    strong_invite=(LEAD, "Invite with your lowest tarok: you are strong without a long suit."),
    weak_leads_tarok=(LEAD, "With only one or two taroks left, lead a tarok."),
    declarer_void=(LEAD, "Lead the suit the declarer lacks, to draw his taroks."),
    solo_king_out=(LEAD, "Against a Solo lead the king out; sparing it only loses it."),
    weak_two_figures=(LEAD, "Lead your short suit with two figures: the weak partner's best "
                            "lead."),
    weak_short_suit=(LEAD, "Lead a short suit: it tells your partner you are weak."),
    long_suit_draws_taroks=(LEAD, "Lead your long suit: it draws the others' taroks."),
    short_suit_alone=(LEAD, "Lead a short suit: you will soon be void in it and may trump."),
    no_singleton=(LEAD, "Do not lead a single card of a suit."),
    smear=(FOLLOW, "Your partner wins this trick: add a card with many points."),
    partner_sure_keep_taroks=(FOLLOW, "Your partner's trick is safe: keep your high taroks."),
    partner_not_sure=(FOLLOW, "Your partner's trick is not safe: give a card of little "
                              "value."),
    mond_passes=(FOLLOW, "Let this empty tarok trick pass: your Mond, now the highest tarok, "
                         "waits for a trick worth taking."),
    last_hand_cheap=(FOLLOW, "You play last: win the trick with the cheapest card that does "
                             "it."),
    unbeatable_takes=(FOLLOW, "Take the trick with a card that cannot be beaten: every card "
                              "that beats it has been played or is in your hand."),
    unbeatable_partners_after=(FOLLOW, "Take the trick: only your partner plays after you."),
    unbeatable_by_counting=(FOLLOW, "Take the trick with a card the players after you cannot "
                                    "beat: by the cards played and the suits they could not "
                                    "follow, none of them can hold a card that beats it and "
                                    "play it."),
    pagat_in_early=(FOLLOW, "You are last and no tarok is in the trick: bring your Pagat in "
                            "now, before it is caught."),
    valuable_trick=(FOLLOW, "The trick holds points: fight for it."),
    duck_small_tarok=(FOLLOW, "Let the trick go with a small tarok, and keep another in "
                              "reserve."),
    least_valuable=(FOLLOW, "You cannot win the trick: give your least valuable card."),
    skus_catches_mond=(FOLLOW, "The Mond is in the trick: take it with the Sküs."),
    keep_skus_for_mond=(FOLLOW, "Your side announced Mondfang: keep the Sküs for the trick the "
                                "Mond falls in."),
    # --- the Danish games and Quadrille (heuristic/partnership.py) ----------------------------
    mond_for_pagat=(LEAD, "Lead the Mond: your partner can throw his Pagat on it safely."),
    pagat_on_partners_trick=(FOLLOW, "Throw your Pagat on your partner's sure trick, where it "
                                     "is safe."),
    no_king_opening=(LEAD, "With few taroks, open with a suit whose King you do not hold."),
    force_the_pagat=(LEAD, "Force the Pagat: lead a tarok while its holder may still have it."),
    king_takes=(FOLLOW, "Take this trick with your King rather than let it pass: later it may "
                        "be trumped."),
    keep_court_back=(FOLLOW, "Most taroks are out: keep your court card back, it may win a "
                             "trick of its own."),
    feed_partners_king=(FOLLOW, "Put your court card on your partner's King: its points go to "
                                "your side."),
    return_drawn_taroks=(LEAD, "Your partner is drawing taroks: return taroks to him."),
    queen_after_king=(LEAD, "The King of this suit has fallen: lead it, so that your partner's "
                            "Queen is saved."),
    pagat_holder_short=(LEAD, "The Pagat's holder is short of taroks: lead a tarok to force it "
                              "out."),
    mediateur_captures=(LEAD, "As Mediateur, lead high taroks to capture the Pagat."),
    # --- the Excuse and playing for no trick (heuristic/excuse_games.py) -------------------
    skus_by_deadline=(PLAY, "Play the Sküs now: after the 20th trick it loses its power."),
    skus_saves_court=(FOLLOW, "Excuse yourself with the Sküs and save your court card."),
    misere_small_taroks=(LEAD, "Against a Misère: lead a small tarok, to make him take a "
                               "trick."),
    misere_find_void=(LEAD, "Against a Misère: lead the suit led least, to find the void "
                            "where he must trump."),
    misere_lead=(LEAD, "Playing for Misère: lead your lowest card."),
    misere_under=(FOLLOW, "Playing for Misère: stay below the winning card."),
    misere_lowest=(FOLLOW, "Playing for Misère: no card stays below, play the lowest."),
    no_trick_lead=(LEAD, "Playing for no trick: lead your lowest card."),
    no_trick_under=(FOLLOW, "Playing for no trick: stay under the winning card."),
    no_trick_skus=(FOLLOW, "Playing for no trick: the Sküs, as no other card stays under."),
    # --- play from the packets (heuristic/packets.py) ------------------------------------------
    draw_the_pagat=(LEAD, "With ten or more taroks and no Pagat, draw the Pagat before the "
                          "suits."),
    exit_into_pagat=(LEAD, "Do not fetch his Pagat: lead a card he must trump with it, so that "
                           "he must then lead his suit to you."),
    remove_his_exit=(LEAD, "Lead your low card first to take away his safe exit card; later he "
                           "must lead the suit into your figures."),
    count_out=(LEAD, "Every card is known: count each lead to the end and lead the one that "
                     "wins."),
    trumps_from_sequence=(LEAD, "Lead trumps from your closed sequence; keep the smallest."),
    buttoned_up=(LEAD, "Stay buttoned up: keep your packets closed and your lone low card, so "
                       "that you can trump his king or queen of that suit later."),
    figure_over_three=(LEAD, "A queen or cavall over three covered cards seldom comes home: "
                             "play it now."),
    packet_figure_first=(LEAD, "Play the figure on your packet before the higher one in your "
                               "hand."),
    most_covered_top=(LEAD, "Play off the card over most covered cards, in a suit your "
                            "opponent cannot follow from his packets."),
    small_before_king=(LEAD, "Your opponent is void and waits to trump your king: lead a "
                             "small card of the suit."),
    cash_master_figure=(LEAD, "Cash a figure that nothing still out can beat."),
    lead_where_packets_empty=(LEAD, "Never help your opponent open his talon: lead a suit his "
                                    "packets do not show."),
    open_the_talon=(LEAD, "Play off your open talon cards to reach the covered ones."),
    low_trump_no_sequence=(LEAD, "Without a sequence, lead a low trump and keep the higher "
                                 "ones."),
    game_safe_lead_suit=(LEAD, "Your game is safe anyway: give up the fight and lead the suit "
                               "yourself."),
    process_low_trump=(LEAD, "Both of you hold figures of a suit: do not open it; lead a low "
                             "trump, so that he is on lead and must."),
    process_other_suit=(LEAD, "Both of you hold figures of a suit: do not open it; lead "
                              "another suit, so that he must."),
    cavall_with_queen=(LEAD, "Play away the cavall on your packet: you hold its queen."),
    higher_of_two_figures=(LEAD, "Of two figures of a suit on your packets, play the higher "
                                 "first."),
    figure_from_hand=(LEAD, "Low cards of the suit lie open on your packets: play the figure "
                            "from your hand."),
    pagat_wins_early=(FOLLOW, "With the Pagat and few taroks, win a trick with it at once."),
    mond_home=(FOLLOW, "Bring your Mond home now: the Sküs is not with it."),
    take_cheaply=(FOLLOW, "Take the trick as cheaply as you can."),
    jack_follows_figure=(FOLLOW, "Follow the higher figure with the jack on your packet."),
    follow_from_packet=(FOLLOW, "Follow with the card on your packet and keep your hand."),
    no_cheap_overtake=(FOLLOW, "Do not overtake cheaply: give your least valuable card."),
    # --- Whist (heuristic/whist) ------------------------------------------------------------
    call_at_eight=(CALL, "You stand at eight with two honours: call on your partner for an "
                         "honour."),
    too_few_honours_to_call=(PASS, "You have too few honours to call at eight."),
    claim_not_sure=(PLAY_ON, "The claim is not sure: play the hand out."),
    all_masters=(CLAIM, "Every card you hold is a master and no trump is out against them: "
                        "claim the rest."),
    two_honours_name_it=(NAME_TRUMPS, "You hold two honours of the Cayenne suit: always name it "
                                      "trumps."),
    name_longest_other=(NAME_TRUMPS, "Fewer than two honours of the Cayenne suit: name your "
                                     "longest other suit."),
    bad_hand_leave=(LEAVE, "A very bad hand: leave the choice of trumps to your partner."),
    one_honour_leave=(LEAVE, "One honour of the Cayenne suit: leave the choice to your "
                             "partner."),
    no_honour_other_suit=(NAME_TRUMPS, "No honour of the Cayenne suit: name your longest other "
                                       "suit, not Cayenne."),
    second_hand_master=(FOLLOW, "This trick decides the odd trick: win it with your master "
                                "card."),
    finesse_in_trumps=(FOLLOW, "Finesse in trumps: play the lower card."),
    touching_honours=(FOLLOW, "Second hand with two touching honours: play the lower of them."),
    second_hand_low=(FOLLOW, "Second hand plays low: give your lowest card."),
    tenace_finesse=(FOLLOW, "You hold a tenace: finesse with the lower card, the odds are two "
                            "to one."),
    unblock=(FOLLOW, "Do not stay master in your partner's suit: unblock with your high card."),
    partner_holds_lowest=(FOLLOW, "Your partner's card holds the trick: give your lowest "
                                  "card."),
    third_hand_high=(FOLLOW, "Third hand plays high, with the lowest of equal cards."),
    cannot_win_lowest=(FOLLOW, "You cannot win the trick: give your lowest card."),
    partner_wins_lowest=(FOLLOW, "Your partner wins the trick: give your lowest card."),
    fourth_hand_cheap=(FOLLOW, "Last to play: win the trick as cheaply as you can."),
    partner_holds=(FOLLOW, "Your partner's card holds the trick."),
    cannot_win=(FOLLOW, "You cannot win the trick."),
    strong_no_trump_13th=(FOLLOW, "You are strong in trumps: do not trump the thirteenth "
                                  "card."),
    weak_trump_13th=(FOLLOW, "You are weak in trumps: trump the thirteenth card."),
    strong_no_uncertain_ruff=(FOLLOW, "You are strong in trumps: do not trump an uncertain "
                                      "card."),
    weak_ruff_uncertain=(FOLLOW, "You are weak in trumps: trump the uncertain card."),
    ruff_low=(FOLLOW, "The trick is lost unless you trump it: trump as low as wins."),
    loose_discard=(FOLLOW, "Throw a loose card from a short suit you do not want led."),
    love_against_six=(LEAD, "At love against six or seven, lead the queen or jack from two "
                            "trumps."),
    partner_ruffs_void=(LEAD, "At nine, lead the suit your partner lacks and let him trump "
                              "it."),
    return_trump_king=(LEAD, "Your partner led the king of trumps: he holds the ace or queen, "
                             "return trumps."),
    return_invitation_high=(LEAD, "Your partner invited in this suit: return it, your highest "
                                  "card, so as not to block it."),
    return_invitation_low=(LEAD, "Your partner invited in this suit: return it with a low "
                                 "card."),
    cash_at_once=(LEAD, "Ace and king in two suits, a void and only two small trumps: take "
                        "your tricks now."),
    five_small_trumps=(LEAD, "Five very small trumps and nothing outside: lead trumps."),
    longest_is_trumps=(LEAD, "Trumps are your longest suit: lead them."),
    every_suit_barred=(None, "Every suit has something against leading it: the lesser "
                             "objections give way."),
    five_in_sequence=(LEAD, "Five cards in sequence: lead the lowest of them."),
    three_in_sequence=(LEAD, "Three or four cards in sequence: lead the highest of them."),
    far_behind_bold=(LEAD, "You are far behind: lead your high cards boldly."),
    master_no_ruff=(LEAD, "This card is a master and no opponent can trump it: lead it."),
    three_card_suit=(LEAD, "Only a three-card suit is left to lead: lead a low card of it."),
    longest_suit_invite=(LEAD, "Lead a low card of your longest suit: it invites your partner "
                               "to return it."),
    six_small_trumps=(LEAD, "Lead the lowest of your six small trumps."),
    ten_under_honour=(LEAD, "The dealer on your left turned up an honour: lead the ten from "
                            "ten, nine, eight."),
    five_poor_ten=(LEAD, "Five poor trumps with ten, nine, eight: lead the ten."),
    five_poor_lowest=(LEAD, "Five poor trumps: lead the lowest."),
    trump_table_small=(LEAD, "The book's trump table says: lead a small one."),
    trump_table_card=(LEAD, "The book's trump table names the card to lead from this "
                            "holding."),
    trump_sequence_top=(LEAD, "Three trumps in sequence at the top: lead the highest."),
    honour_pair_top=(LEAD, "Two touching honours and the next but one: lead the top card."),
    lowest_trump=(LEAD, "Lead your lowest trump."),
    # --- the expert's search (players/search) -----------------------------------------------
    search_choice=(None, "Played to the end over {deals} sampled deals, “{choice}” wins about "
                         "{gain} units per deal more than “{other}”."),
    played_units=(PLAY, "Played out over {deals} sampled deals and settled, {card} wins about "
                        "{margin} units per deal more than {other}."),
    solved_units=(PLAY, "Solved exactly over {deals} sampled deals and settled, {card} wins "
                        "about {margin} units per deal more than {other}."),
    played_points=(PLAY, "Played out over {deals} sampled deals, {card} is worth about "
                         "{margin} card points per deal more than {other}."),
    solved_points=(PLAY, "Solved exactly over {deals} sampled deals, {card} is worth about "
                         "{margin} card points per deal more than {other}."),
    packet_points=(PLAY, "Played out over {deals} sampled deals of the other hand and the "
                         "covered packet cards, {card} is worth about {margin} card points "
                         "per deal more than {other}."),
    double_dummy_tricks=(PLAY, "Solved double-dummy over {deals} sampled deals, {card} takes "
                               "about {margin} tricks per deal more than {other}."),
    double_dummy_signals=(PLAY, "Solved double-dummy over {deals} sampled deals that fit the "
                                "signals seen, {card} takes about {margin} tricks per deal "
                                "more than {other}."),
    no_better_card=(PLAY, "Over {deals} sampled deals no other card does clearly better than "
                          "{card}."),
)


EDITORIAL = "common Whist practice, not in Brenner"
GENERAL_RULES = "Ulmann, general rules"
BOOKS = {"tarok": {"T": "Ulmann, Cap. I", "K": "Ulmann, Cap. IV", "N": "Ulmann, Cap. V",
                   "Z": "Ulmann, Cap. IX", "G": "Ulmann, Part III",
                   "L": "Ulmann, Tarok-L'Hombre", "D": "Nyeste Danske Spillebog, 1829"},
         "trump-suit": {"W": BRENNER, "S": BRENNER, "C": BRENNER, "N": EDITORIAL,
                        "P": EDITORIAL}}
"""The books by an item's letter, per strategy family (T = Tapp-Tarok, Ulmann Cap. I;
K = Königrufen, Cap. IV; W and S = Brenner's Whist rules, N and P = editorial defaults)."""
WORD_BOOKS = {"Strohmann": "Ulmann, Cap. VI", "Danish": "Nyeste Danske Spillebog, 1829",
              "Quadrille": "Nyeste Danske Spillebog, 1829", "Blocks": "Ulmann, Cap. II",
              "Steyerisch": "Ulmann, Cap. III", "Ungarisch": "Ulmann, Cap. VIII"}
"""Items named by a word and a number ("Strohmann 7"), where the word is a chapter's game
rather than a section of the general rules."""
FAMILY_DEFAULTS = {"trump-suit": BRENNER}
"""The book of an item without a known letter ("Obligations 5"): the family's general rules."""


def book_of(item: str, family: str = "tarok") -> str:
    """The book (or the editorial defaults) an advice item comes from, in English."""
    word = item.split(" ")[0]
    if word in WORD_BOOKS:
        return WORD_BOOKS[word]
    letter = item[0] if len(item) > 1 and (item[1].isdigit() or item[1] == " ") else ""
    return BOOKS.get(family, {}).get(letter) or FAMILY_DEFAULTS.get(family, GENERAL_RULES)
