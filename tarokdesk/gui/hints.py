"""Hints in player words. The standard player gives its reason as "<items>: <note>", the items
being the strategy advice of the rule files (T = Tapp-Tarok, Ulmann Cap. I; K = Königrufen,
Cap. IV; a section such as "Obligations 5" = the general rules), sometimes with the book
problem it follows, or as a plain note ("the only legal card"). The table shows a sentence for
the player and puts the items, with their chapter, only in the tooltip. The Whist player
cites whist-conventions.md the same way ("W30, N1: …"; W and S = Brenner's rules, N and P =
editorial defaults); its letters are read by the family of the variant's strategy.
tools/translations.py --check reports an item-shaped reason without a sentence here."""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tarokdesk.gui.i18n import translate
from tarokdesk.gui.words import contract_words, t
from tarokdesk.players.conventions import BRENNER

# T34, K14-16, K Talon 4, Obligations 5; Whist: W24.29, W3-W4, W17a
NUMBER = r"\d+(?:\.\d+)?[a-z]?"
ITEM = rf"(?:[TKNZWSPGLDC](?:{NUMBER}(?:-[WS]?{NUMBER})?| [A-Z][a-z]+(?: [a-z]+)* \d+)|[A-Z][a-z]+ \d+)"
ITEMS = rf"{ITEM}(?:(?:/|, ){ITEM})*"
REASON = re.compile(rf"({ITEMS})(?: \(problem (\d+)\))?: ")
TRAILING_NOTE = re.compile(r" \([^()]*\)$")  # " (relaxing W12)"
EDITORIAL = QT_TRANSLATE_NOOP("Hints", "common Whist practice, not in Brenner")
# The books by item letter, per strategy family; other items: the family's general rules.
BOOKS = {"tarok": {"T": "Ulmann, Cap. I", "K": "Ulmann, Cap. IV", "N": "Ulmann, Cap. V",
                   "Z": "Ulmann, Cap. IX", "G": "Ulmann, Part III",
                   "L": "Ulmann, Tarok-L'Hombre", "D": "Nyeste Danske Spillebog, 1829"},
         "trump-suit": {"W": BRENNER, "S": BRENNER, "C": BRENNER, "N": EDITORIAL,
                        "P": EDITORIAL}}
WORD_BOOKS = {"Strohmann": "Ulmann, Cap. VI", "Danish": "Nyeste Danske Spillebog, 1829",
              "Quadrille": "Nyeste Danske Spillebog, 1829"}
"""Items named by a word and a number ("Strohmann 7"), where the word is a chapter's game
rather than a section of the general rules."""
# What the player did around the advice (bidding.py): "hold the dreier: T2: …".
LEADS = ((re.compile(r"hold the (\w+): "), QT_TRANSLATE_NOOP("Hints", "Hold the {contract}.")),
         (re.compile(r"let the (\w+) go: "), QT_TRANSLATE_NOOP("Hints", "Let the {contract} go.")),
         (re.compile(r"raise to (\w+): "), QT_TRANSLATE_NOOP("Hints", "Raise to {contract}.")),
         (re.compile(r"gut: "), QT_TRANSLATE_NOOP("Hints", "Say “gut”.")))

# English sentences, by the whole reason or, for reasons with numbers in them, by the items
# alone; tools/translations.py adds them to the context "Hints".
SENTENCES = {
    # Tarok-L'Hombre (L = tarok-lhombre.md "Strategy and conventions")
    "L4: the hand is worth this contract: hold it": "Your hand is worth this game: hold it.",
    "L4: not worth this contract: pass": "Your hand is not worth this game: pass.",
    "L4: enough card points expected for this contract":
        "You can expect enough card points for this game.",
    "L4: too few card points expected: pass": "Too few card points to expect: pass.",
    "L1: give back the cheapest card": "Give back your cheapest card.",
    "L1: demand the Mond or the Sküs": "Demand the Mond or the Sküs.",
    "L1: demand a king": "Demand a king.",
    "L1: demand the highest tarok": "Demand the highest tarok.",
    # The Danish games (D = danish-tarok.md "Strategy and conventions")
    "D2: force the Pagat: lead a tarok while its holder may still have it":
        "Force the Pagat: lead a tarok while its holder may still have it.",
    "D2: whoever lacks the Pagat leads taroks until its holder must play it into a trick he "
    "cannot win": "Without the Pagat, lead taroks until its holder must give it up.",
    "D9: the dealer lays away unprotected courts and makes a void (his Scat counts for "
    "him)": "As dealer, lay away court cards without their King and make a void: the Scat "
            "counts for you.",
    "D9: lay away unprotected courts and make a void; the Scat counts for the dealer":
        "Lay away a court card without its King, or make a void: your Scat counts for you.",
    "D10: with very few low taroks and no king, play for no trick where the game pays for "
    "it": "With very few low taroks and no king, play for no trick.",
    "D10: playing for no trick: lead the lowest card": "Playing for no trick: lead your lowest "
                                                       "card.",
    "D10: playing for no trick: stay under the winning card":
        "Playing for no trick: stay under the winning card.",
    "D10: playing for no trick: the Sküs for the trick nothing stays under":
        "Playing for no trick: the Sküs, as no other card stays under.",
    # Grosstarok (G = grosstarok.md "Strategy and conventions")
    "G9: a Vole hand lays the Sküs away, which can win no trick":
        "A Vole hand: lay the Sküs away, it can win no trick.",
    "G13: keep the Sküs to excuse a card later": "Keep the Sküs to excuse a card later.",
    "G7: the Pagat with two taroks would be captured: lay all three":
        "The Pagat with only two taroks would be caught: lay all three away.",
    "G5: a bare court card goes to the Scat, where its points are safe":
        "A bare court card: its points are safe in the Scat.",
    "G4: an endangered court card is safe in the Scat":
        "This court card is in danger: its points are safe in the Scat.",
    "G1: with many taroks and the Pagat keep every suit":
        "With many taroks and the Pagat keep every suit.",
    "G2: make a void to trump the Pagat in early":
        "Make a void, to bring the Pagat in early by trumping.",
    "G6: court cards of the long suit (Peitsche) go":
        "Lay away the court cards of your long suit.",
    "G11: a small card of a suit": "Lay away a small card.",
    "G26-27: a Vole hand without a gap: announce it":
        "A Vole hand without a gap: announce the Vole.",
    "G24: certain to stay trickless: announce the Misère":
        "You are sure to take no trick: announce the Misère.",
    "G24: announce only when certain": "Announce a Misère or a Vole only when you are sure.",
    "G13: always play the Sküs by its last trick":
        "Play the Sküs now: after the 20th trick it loses its power.",
    "G13: the Sküs saves a court card that would be lost":
        "Excuse yourself with the Sküs and save your court card.",
    "G23: lead the lowest card": "Playing for Misère: lead your lowest card.",
    "G23: follow below the winning card": "Playing for Misère: stay below the winning card.",
    "G23: no card stays below: the lowest":
        "Playing for Misère: no card stays below, play the lowest.",
    # Danish Tarok for four (Nyeste Danske Spillebog, 1829)
    "Danish 1: lead the Mond, so that the partner can throw the Pagat on it":
        "Lead the Mond: your partner can throw his Pagat on it safely.",
    "Danish 1: throw the Pagat on the partner's sure trick":
        "Throw your Pagat on your partner's sure trick, where it is safe.",
    "Danish 2: few taroks: open with a suit whose King you do not hold":
        "With few taroks, open with a suit whose King you do not hold.",
    "Danish 3: take an opponent's suit lead with its King rather than let it pass":
        "Take an opponent's suit lead with your King: letting it pass is never safer.",
    "Danish 3: take the opponent's suit lead with the King rather than let it pass":
        "Take this trick with your King rather than let it pass: later it may be trumped.",
    "Danish 4: feed the partner's King with a court of its suit, not late in the hand":
        "Put a court card on your partner's King, except late in the hand.",
    "Danish 4: feed the partner's King with a court card":
        "Put your court card on your partner's King: its points go to your side.",
    "Danish 4: late in the hand keep the court back: it may win a trick itself":
        "Most taroks are out: keep your court card back, it may win a trick of its own.",
    "Danish 5: the partner's small tarok at the start asks for no taroks back":
        "Your partner's small tarok at the start does not ask for taroks back.",
    "Danish 6: a partner who keeps leading taroks gets taroks back":
        "When your partner keeps leading taroks, return taroks to him.",
    "Danish 6: the partner draws taroks: return taroks to him":
        "Your partner is drawing taroks: return taroks to him.",
    "Danish 7: once a King has fallen, lead its suit for the partner's Queen":
        "Once a King has fallen, lead its suit so that your partner's Queen makes a trick.",
    "Danish 7: the King has fallen: lead the suit so that the partner's Queen is saved":
        "The King of this suit has fallen: lead it, so that your partner's Queen is saved.",
    "Danish 10: lead taroks while the Pagat's holder is short of them":
        "Lead taroks while the Pagat's holder is short of them.",
    "Danish 10: the Pagat's holder is short of taroks: lead a tarok to force it":
        "The Pagat's holder is short of taroks: lead a tarok to force it out.",
    "Quadrille 4: the Mediateur leads high taroks to capture the Pagat":
        "As Mediateur, lead high taroks to capture the Pagat.",
    # Strohmann-Tarok (Cap. VI): taking up and play from the packets
    "Strohmann 1": "Three well-guarded honours and some queens: take the game up.",
    "Strohmann 2": "Weakly guarded honours and no queens: pass.",
    "Strohmann 3": "A short-guarded Pagat is not a full honour: pass.",
    "Strohmann 4": "Four or more honours: always take the game up.",
    "Strohmann 5": "Play off your open talon cards to reach the covered ones.",
    "Strohmann 7": "A queen or cavall over three covered cards seldom comes home: play it now.",
    "Strohmann 11": "Play the figure on your packet before the higher one in your hand.",
    "Strohmann 12": "Follow with the card on your packet and keep your hand.",
    "Strohmann 13": ("Play off the card over most covered cards, in a suit your opponent cannot "
                     "follow from his packets."),
    "Strohmann 18": "Lead trumps from your closed sequence; keep the smallest.",
    "Strohmann 23": "Take the trick as cheaply as you can.",
    "Strohmann 8": "Play away the cavall on your packet: you hold its queen.",
    "Strohmann 9": "Of two figures of a suit on your packets, play the higher first.",
    "Strohmann 10": "Low cards of the suit lie open on your packets: play the figure from "
                    "your hand.",
    "Strohmann 14": "Your opponent is void and waits to trump your king: lead a small card "
                    "of the suit.",
    "Strohmann 16": "Both of you hold figures of a suit: do not open it; put your opponent "
                    "on lead so that he must.",
    "Strohmann 17": "Your game is safe anyway: give up the fight and lead the suit yourself.",
    "Strohmann 20": "With ten or more taroks and no Pagat, draw the Pagat before the suits.",
    "Strohmann 21": "With the Pagat and few taroks, win a trick with it at once.",
    "Strohmann 22": "Bring your Mond home now: the Sküs is not with it.",
    "Strohmann 26": "Do not fetch his Pagat: lead a card he must trump with it, so that he "
                    "must then lead his suit to you.",
    "Strohmann 24": "Do not overtake cheaply: give your least valuable card.",
    "Strohmann 6": "Stay buttoned up: keep your packets closed and your lone low card, so "
                   "that you can trump his king or queen of that suit later.",
    "Strohmann 25": "Lead your low card first to take away his safe exit card; later he "
                    "must lead the suit into your figures.",
    "Strohmann 27": "Do not announce tous les trois: he will think the Pagat is hidden in "
                    "your talon and play his king into it.",
    "Strohmann 28": "Every card is known: count each lead to the end and lead the one that "
                    "wins.",
    "Strohmann 18: with no sequence lead a low trump":
        "Without a sequence, lead a low trump and keep the higher ones.",
    "Strohmann 23: a figure nothing outstanding can beat takes its trick":
        "Cash a figure that nothing still out can beat.",
    "Strohmann 12: the Jack on a packet follows a higher figure":
        "Follow the higher figure with the jack on your packet.",
    # the 1821 declarations after play
    "declare the honours held: what is not written is lost (§50)":
        "Declare your honours: what is not written before the next deal is lost.",
    "nothing (more) to declare": "Nothing (more) to declare.",
    # bidding
    "N1/N2: Dreier with 9-10 taroks from the Sküs, or the trull and a king":
        ("Nine or ten taroks from the Sküs down, or the trull with a king: declare a "
         "Dreier."),
    "N3: Zweier with 9 taroks, Sküs and Mond, high Stecher and a king":
        "Nine taroks with Sküs, Mond, high taroks and a king carry a Zweier.",
    "N5/N7: Einer with a perfectly closed trump hand and the lead":
        "A closed run of taroks and the first lead: declare an Einer.",
    "N6: Solo only when the opponents can make at most two tricks":
        "The opponents can make two tricks at most: play a Solo.",
    "N8: a middling hand lets the Rufer stand":
        "A middling hand: let the Rufer stand, two against two is safer.",
    "N Announcements 2: tous les trois and tous les quatre must always be announced":
        "Tous les trois and tous les quatre must always be announced.",
    "T2: too weak for a Dreier": "Your hand is too weak for a Dreier.",
    "T2: 8-9 taroks, a tarok honour and two kings":
        "Eight or nine taroks with an honour and two kings are enough for a Dreier.",
    "T3: one or two taroks above the Dreier minimum":
        "One or two taroks more than a Dreier needs: you can go one step higher.",
    "T4: a king, 10-11 taroks with two honours and high Stecher":
        ("Ten or eleven taroks with two honours, high taroks and a king carry a "
         "raised game."),
    "T5: Solo with many high taroks, two honours and a void":
        "Many high taroks, two honours and a missing suit: play a Solo.",
    "T6: the Vorhand holds to keep tous les trois/quatre":
        ("Hold the game yourself, or you lose your premium for tous les trois or "
         "quatre."),
    "T6: tapping would forfeit tous les trois/quatre":
        "Play rather than pass: passing would forfeit your tous les trois or quatre.",
    "K1/K2: the Vorhand almost never passes":
        "As Vorhand call even with a weak hand: the talon and a partner will help.",
    "K3: few taroks but 3-4 kings: pass and hope to be called":
        "Pass: with three or four kings you are likely to be called as partner.",
    "K5: Solo with high Stecher and a void":
        "High taroks and a missing suit: you can play a Solo.",
    "K6: with two or three kings let the Rufer stand":
        "Let the Rufer stand: with two or three kings you may well be called.",
    "K8: the Vorhand seldom opens a Solo; she buys instead":
        "Call rather than play Solo: as Vorhand you gain more from the talon.",
    "K8: the Vorhand holds the Solo with a strong tarok hand and no king":
        ("Hold the Solo: your taroks are strong and without kings nobody will call "
         "you."),
    "K9: Dreier thresholds":
        "Your hand is strong enough to play a Dreier alone against three.",
    "K10: ten taroks closed from the Sküs to XVIII, with the lead":
        ("Ten taroks, unbroken from the Sküs down to XVIII, and the first lead: play "
         "a Solo-Dreier."),
    "K11: calling auf Pagat with the Pagat and many taroks":
        "With the Pagat and many taroks call auf Pagat.",
    "K12: a fair hand calls": "A fair hand: call a king.",
    "K12: too weak to call": "Your hand is too weak to call a king.",
    # calling a king
    "K4: self-call (Rufer aus der Hand)":
        "Call a king you hold yourself: you will win from all three.",
    "K14: the queen is bare or short-guarded":
        ("Call the king of the suit where your queen is bare or short: it will come "
         "home."),
    "K14-15: a short suit, so the king is likely to come home":
        "Call the king of a short suit: it is less likely to be trumped.",
    "Blocks 4: neither half can win; throw in for a single forfeit":
        "Neither half can win this game: throw it in now, and it costs only a single forfeit.",
    "Blocks 42: the declarer has his points already; concede":
        "The declarer already has his 36 points: give up and spare the rest.",
    "Blocks 42: the defence can still win; play on":
        "Your side can still make 35 points: play on.",
    "K Talon 4: the called king lies in the talon and the hand is too weak alone":
        "The called king lies in the talon and your hand is too weak alone: throw in.",
    "K16: all four kings": "You hold all four kings, so you must call one of your own.",
    # talon and discard
    "T9-13/K17-21: the half that fits the hand and discards best":
        "Take the half that fits your hand best and lets you lay away well.",
    "T14: the half shown first is good enough":
        "Take the half shown first: it is good enough, and looking further costs.",
    "T14: the first half is poor; look at the other (+1)":
        "The first half is poor: look at the other, although it raises the value.",
    "T14, Steyerisch S2: take the part shown first when it is good enough; each further "
    "look raises the multiplier":
        "Take the part turned up: it is good enough, and each further look makes the game "
        "one fold more.",
    "T14, Steyerisch S2: the part shown fails the hand; look at the next (the multiplier "
    "rises)":
        "The part turned up does not help your hand: turn up the next, although the game "
        "becomes one fold more.",
    "T9-13, Steyerisch S2 / Ungarisch Strategy 2: the part that fits best once each fold it "
    "adds is paid for":
        ("Take the part that helps your hand most, counting that going back makes the game "
         "more folds."),
    "T15-17/K22-27: discard to make voids and secure points":
        ("Lay away cards that leave you without a suit, and points that are safe "
         "there."),
    # announcements
    "T26: 11-12 taroks with 5-6 high Stecher announce Pagat Ultimo":
        "Eleven or twelve taroks with five or six high ones: announce Pagat Ultimo.",
    "T26/K40": "You hold the Pagat and taroks enough to bring it home: announce Pagat Ultimo.",
    "K Bidding procedure 5: calling auf Pagat obliges the Pagat Ultimo":
        "You called auf Pagat, so you must announce Pagat Ultimo.",
    "K40: 9-10 taroks with the Pagat announce the ultimo":
        "Nine or ten taroks with the Pagat: announce the Pagat Ultimo.",
    "K41: strong taroks, the king third or fourth, the declarer bought a top honour":
        ("Strong taroks, the called king well guarded, and the declarer took a high "
         "honour: announce König Ultimo."),
    "T28: a hand without a gap in taroks and suits":
        "Your hand has no gap in taroks or suits: announce the Volat.",
    "T28: a volat of this strength only with the first lead":
        ("Do not announce the Volat: a hand like this makes it only with the first "
         "lead."),
    "T7/K13: recontra only with a hand complete in taroks":
        "Say Recontra only with a hand complete in taroks.",
    "T27/T45: the Sküs takes a trick, so the other side's Volat fails":
        "You hold the Sküs, which always takes a trick: their Volat cannot succeed, double it.",
    "T45: supercontra with an overwhelming defence":
        "Your side is overwhelming: say Supercontra.",
    "T45/K13: the strong defender with 9-10 taroks and a high honour contras":
        ("Say Contra: with nine or ten taroks and a high honour you are the strong "
         "defender."),
    "T45: the weak defender with counting cards and a void contras a raised game":
        ("Say Contra to the raised game: your counting cards and a missing suit hurt "
         "the declarer."),
    "T47/K66: enough high taroks to catch the Pagat":
        "Say Contra to the ultimo: you hold enough high taroks to catch the Pagat.",
    # play: the declarer
    "T20/K30: force with the long suit (Peitsche)":
        "Lead your long suit to draw the opponents' taroks.",
    "T20/K31: draw the opponents' taroks with a sure Stecher":
        "Draw the opponents' taroks with a tarok that cannot be beaten.",
    "T21/K32: cash a sure figure on the first round":
        "Cash a sure figure while everybody still follows suit.",
    "T21: the declarer keeps K and C of a suit to catch the opponent's queen":
        "Keep your king and cavall of the suit: they catch the opponent's queen.",
    "T20/K31 (problem 10): draw trumps (fordern): the long trump suit pulls the opponents' high "
    "taroks, then its small ones win":
        ("Draw trumps: your many taroks pull the opponents' high ones, and then your small ones "
         "win."),
    "T21/T22 (problem 12): throw in with the small tarok, so that the opponent must lead into "
    "K and C":
        ("Give up the lead with your small tarok: the opponent must then lead into your king "
         "and cavall."),
    "Obligations 5 (problem 10): let the empty tarok trick pass; the Mond, now the top tarok, "
    "waits for a trick worth taking":
        ("Let this empty tarok trick pass: your Mond, now the highest tarok, waits for a trick "
         "worth taking."),
    "Obligations 5: the Mond lets an empty tarok trick pass":
        "Let this empty tarok trick pass and keep your Mond for a better one.",
    "T28/K44 (problem 9): against an announced Volat lead the suit the partner can ruff: one "
    "trick breaks it":
        ("Lead the suit your partner can trump: one trick is enough to break the announced "
         "Volat."),
    "T21 (problem 12): keep K and C to catch the queen; lead a sure tarok":
        "Keep king and cavall to catch the queen, and lead a tarok that is sure to win.",
    # notes without an item
    "the only legal card": "It is the only card you may play.",
    "only taroks left": "You have only taroks left.",
    "nothing to announce": "Your hand has nothing worth announcing.",
    "the partner's trick is not sure: give little":
        "Your partner's trick is not safe: give a card of little value.",
    "keep the high taroks: the partner's trick is sure":
        "Your partner's trick is safe: keep your high taroks.",
    "T21: win as cheaply as possible in last hand":
        "You play last: win the trick with the cheapest card that does it.",
    "T22: lead a small tarok": "Lead a small tarok.",
    "T22/K33: give up a small card, keep the small tarok":
        "Give up a small card and keep your small tarok for later.",
    "T22/T42: let it go with a small tarok (keep one in reserve)":
        "Let the trick go with a small tarok, and keep another in reserve.",
    "T23/T29: trump control: cash the sure winners":
        "You control the taroks: cash your sure winners.",
    "T25/K42: get rid of the Pagat by the penultimate trick":
        "The ultimo cannot succeed: get rid of the Pagat before the last trick.",
    "T27: fight for a valuable trick": "The trick holds points: fight for it.",
    "T27/K36: take the trick with a card that cannot be beaten":
        "Take the trick with a card that cannot be beaten.",
    "K29: weak after the buy: lead the called suit at once":
        ("You are weak after the talon: lead the called suit at once so your partner "
         "can show himself."),
    "K30: 8-9 taroks after the discard: invite on tarok at once":
        "With eight or nine taroks invite at once: lead a small tarok.",
    "K46/K48: bring the called king home on the first round":
        ("Play the called king on the first round of its suit, before it can be "
         "trumped."),
    "K46/K48: the declarer leads the called suit: win with the king":
        "The declarer leads the called suit: win it with the king.",
    "K46/K48: win with the called king and bring it home":
        "Win with the called king and bring it home.",
    "K49: the declarer invited: return taroks":
        "The declarer invited on tarok: return taroks.",
    "K49: the declarer invited: return taroks (put up the Mond)":
        "The declarer invited on tarok: return taroks, and put up the Mond.",
    "K49: put up the Mond on the declarer's invitation":
        "Put up the Mond: the declarer invited on tarok.",
    "K50: the declarer forces: return a small tarok":
        "The declarer leads his long suit: return a small tarok.",
    # play: the defence
    "T33/T35/K53a: strong: force with the long suit (marks 'strong')":
        ("Lead your long suit: it forces the declarer and shows your partner you are "
         "strong."),
    "T34/K53b: strong without a long suit: invite with the lowest tarok":
        "Invite with your lowest tarok: you are strong without a long suit.",
    "T34/K49: the partner invited on tarok: return the highest":
        "Your partner invited on tarok: return your highest tarok.",
    "T35-36/K54-55: weak: lead a short suit (marks 'weak')":
        "Lead a short suit: it tells your partner you are weak.",
    "T36/K55: the weak one with 1-2 taroks leads tarok":
        "With only one or two taroks left, lead a tarok.",
    "T38/K58: return the partner's suit": "Return the suit your partner led.",
    "T39/K59: lead where the declarer is void, to force his taroks":
        "Lead the suit the declarer lacks, to draw his taroks.",
    "T39/K59: weak: a short suit with K+Q, Q+C or the cavall doubleton":
        "Lead your short suit with two figures: the weak partner's best lead.",
    "T41/K61: avoid a singleton lead": "Do not lead a single card of a suit.",
    "T43/K63: smear a counting card on the partner's sure trick":
        "Your partner wins this trick: add a card with many points.",
    "T44/K64: in a Solo lead the king out, do not spare it":
        "Against a Solo lead the king out; sparing it only loses it.",
    "T3: throw the least valuable card (defaussiren)":
        "You cannot win the trick: give your least valuable card.",
    # the Twenty game (Paskiewitsch): bidding, the Stecher called, signals, free discards
    "Z1: only a holder of a trump honour may bid":
        "Without the Sküs, the Mond or the Pagat you may not bid.",
    "Z1: Solo with nine trumps and a high honour, or a high honour with 6-7 trumps and a king "
    "or two":
        "Nine taroks with the Sküs or the Mond, or six or seven with a king or two: play a Solo.",
    "Z1: Einer with 7-8 trumps, a high honour and Stecher but no king":
        "Seven or eight taroks with a high honour and high Stecher but no king: an Einer.",
    "Z2: two trump honours and T20 declare no more than a Dreier":
        "Two honours and the XX: declare no more than a Dreier and let a Zweier go to you.",
    "Z2: let the Zweier go; he must call T20, and as his partner you are sure of trull":
        "Let the Zweier go: he must call the XX, so you are his partner and the trull is yours.",
    "Z2: after a Zweier let go the declarer must call T20":
        "The Zweier was let go to you: you must call the XX.",
    "Z3: a hand that can stand a Zweier":
        "Your hand can stand a Zweier, so you may bid.",
    "Z3: a Dreier with T20, which may let an overbidding Zweier go":
        "Bid a Dreier: with the XX you may let a Zweier go.",
    "Z3: a Dreier only with a hand that can stand a Zweier, or with T20":
        "Pass: a Dreier needs a hand that can stand a Zweier, or the XX.",
    "Z3: without T20 the Dreier bidder must hold the Zweier":
        "Without the XX you must hold the Zweier yourself.",
    "Z4: call the highest Stecher you lack": "Call the highest tarok you lack.",
    "Z5: taroks were discarded; a high Stecher may be among them":
        "Taroks were laid away, perhaps a high one: call a lower tarok.",
    "Z6: with the Pagat as the only honour call a lower Stecher":
        "The Pagat is your only honour: call a lower tarok (XVII to XIV), not the XX.",
    "Z7: after an Einer the other honour's holder has T20 or no T20: call the next Stecher":
        "After an Einer call the next tarok below the XX.",
    "Z8: a very strong hand calls its own trump and plays alone":
        "A very strong hand: call your own tarok and play alone for triple stakes.",
    "Z8: every callable trump is in the hand: play alone":
        "You hold every tarok you could call: you play alone.",
    "Z9: the T20 called, Sküs and T20 with support: tous les trois":
        "You hold the called XX with the Sküs and support: announce tous les trois.",
    "Z10: seven trumps or more with Sküs and Mond: announce tous les trois":
        "Seven taroks or more with the Sküs and the Mond: announce tous les trois.",
    "Z10/Z12/Z14/Z15: tous les quatre shows the high Stecher next to T20 (and no T21)":
        "Announce tous les quatre: it shows your partner the high taroks beside the XX.",
    "Z11: the last hand with Sküs and six trumps can hope to catch T21: Mondfang":
        "In last hand with the Sküs and six taroks you can catch the Mond: announce Mondfang.",
    "Z11: the last hand with Sküs and six trumps can hope to catch T21: tous les trois":
        "In last hand with the Sküs and six taroks: announce tous les trois.",
    "Z14/Z15: the partner's quatre says he lacks T21, so the Mond is with an opponent: "
    "Mondfang":
        "Your partner's quatre says he lacks the Mond, so an opponent has it: announce Mondfang.",
    "Z14/Z15: the partner's quatre says he lacks T21, so the Mond will be caught: tous les "
    "trois":
        "The Mond sits with an opponent and will be caught: announce tous les trois.",
    "Z14 (problem 32): keep the Sküs for the trick the Mond falls in":
        "Your side announced Mondfang: keep the Sküs for the trick the Mond falls in.",
    "Z14 (problem 32): the Sküs catches the opponents' Mond: Mondfang":
        "The Mond is in the trick: take it with the Sküs.",
    "Z23 (problem 33): the declarer's one suit card is the fourth king; lead its suit so that "
    "it falls and the void partner ruffs":
        "The declarer's only suit card must be the fourth king: lead that suit, so that it "
        "falls and your partner, void there, can trump it.",
    "Z20: a defender in Vorhand with few trumps, his partner silent, leads his shortest "
    "suit, not trumps":
        "Few taroks and a silent partner: lead your shortest suit, not a tarok.",
    "Z21: the partner in Vorhand leads a trump to show himself to the declarer":
        "You hold the called tarok and lead first: lead a tarok, so the player knows you.",
    "Z21: the partner in Vorhand leads his highest trump: the Mond may sit with an opponent "
    "before the declarer":
        "You hold the called tarok and lead first: lead your highest tarok to catch the Mond.",
    "Z21: answer the partner's trump lead with a middle trump: I have the Sküs":
        "Answer your partner's tarok lead with a middle tarok: it tells him you hold the Sküs.",
    "Z21: answer the partner's trump lead with a small trump: no Sküs, Mondfang impossible":
        "Answer your partner's tarok lead with a small tarok: you have no Sküs.",
    "Z16: contra the trull with the Sküs, or a Mond well guarded":
        "Contra their tous les trois: you hold the Sküs, or a well-guarded Mond.",
    "Z25: lay away a bare or short high Stecher rather than be called without a hand fit to "
    "be partner":
        "Lay away your short high tarok, so that you are not called with a hand unfit to help.",
    "Z26: few trumps and no Stecher against a likely volat: discard a trump, so that a low "
    "Stecher is called":
        "Lay away a tarok: the player, told so, will call a low tarok and no volat follows.",
    # Tarok card play cited with ", "
    "T20, K31: with a long trump suit the declarer draws trumps (fordern)":
        "With a long tarok suit, draw the opponents' taroks.",
    "T28, K44: against an announced Volat lead the suit a partner can ruff":
        "Against an announced Volat, lead the suit your partner can ruff.",
    "T25-26, K40-42: keep the Pagat for the last trick while an ultimo is on.":
        "Keep the Pagat for the last trick while an ultimo is being played.",
    # Whist (whist-conventions.md: W and S = Brenner's rules, N and P = editorial defaults)
    "whist.md The call at eight: always call when the rules allow it":
        "You stand at eight with two honours: call on your partner for an honour.",
    "whist.md The call at eight: too few honours to call":
        "You have too few honours to call at eight.",
    "P6: a claim that is not sure is played out":
        "The claim is not sure: play the hand out.",
    "W4: every card I hold is a master and no trump is out against them":
        "Every card you hold is a master and no trump is out against them: claim the rest.",
    "W22: at 0 against 6-7, lead the Q or J from Q x / J x of trumps":
        "At love against six or seven, lead the queen or jack from two trumps.",
    # whist-conventions.md M: naming trumps (Cayenne)
    "C1: two honours of the doubling suit: always name it":
        "You hold two honours of the Cayenne suit: always name it trumps.",
    "C5, C6: fewer than two of its honours: name my longest other suit":
        "Fewer than two honours of the Cayenne suit: name your longest other suit.",
    "C4: a very bad hand: leave the choice to partner":
        "A very bad hand: leave the choice of trumps to your partner.",
    "C3: one honour of the doubling suit: leave the choice to partner":
        "One honour of the Cayenne suit: leave the choice to your partner.",
    "C3, C6: no honour of the doubling suit: name my longest other suit":
        "No honour of the Cayenne suit: name your longest other suit, not Cayenne.",
    "W23: at 9 let partner ruff his void suit":
        "At nine, lead the suit your partner lacks and let him trump it.",
    "S1: partner led the trump K (A or Q with it); return trumps":
        "Your partner led the king of trumps: he holds the ace or queen, return trumps.",
    "S2, N3": "Your partner invited in this suit: return it.",
    "W16: A K in two suits, two small trumps, a void: cash at once":
        "Ace and king in two suits, a void and only two small trumps: take your tricks now.",
    "W19: five very small trumps; ": "Five very small trumps and nothing outside: lead trumps.",
    "W10: my longest suit is trumps; ": "Trumps are your longest suit: lead them.",
    "W10, W13: my longest suit, a low card (an invitation)":
        "Lead a low card of your longest suit: it invites your partner to return it.",
    "W11: five in sequence in a plain suit, lead the lowest":
        "Five cards in sequence: lead the lowest of them.",
    "W11: three or four in sequence, lead the highest":
        "Three or four cards in sequence: lead the highest of them.",
    "W7, W18: far behind, lead kings, queens and jacks boldly":
        "You are far behind: lead your high cards boldly.",
    "W4: a master no opponent can ruff, lead it":
        "This card is a master and no opponent can trump it: lead it.",
    "W12: a three-card suit that cannot be avoided, a low card":
        "Only a three-card suit is left to lead: lead a low card of it.",
    "W24.1: six very small trumps, the lowest": "Lead the lowest of your six small trumps.",
    "W24.2: six without an honour, 10 9 8, an honour turned up on the left":
        "The dealer on your left turned up an honour: lead the ten from ten, nine, eight.",
    "W24.20: five poor trumps with 10 9 8, the 10":
        "Five poor trumps with ten, nine, eight: lead the ten.",
    "W24.20: five poor trumps, the lowest": "Five poor trumps: lead the lowest.",
    "a small one from this trump holding": "The book's trump table says: lead a small one.",
    "its top card from this trump holding": "The book's trump table says: lead the top card.",
    "W24.29: a sequence of three at the top, its highest (l. 330)":
        "Three trumps in sequence at the top: lead the highest.",
    "W24.29: an honour pair and the next but one, the top card":
        "Two touching honours and the next but one: lead the top card.",
    "W24.29: otherwise the lowest": "Lead your lowest trump.",
    "W30, N1: second hand low, the lowest card": "Second hand plays low: give your lowest card.",
    "W36, N1: second hand, the trick decides the odd trick; win with the master":
        "This trick decides the odd trick: win it with your master card.",
    "W26, N1: second hand with touching honours, the lower of them":
        "Second hand with two touching honours: play the lower of them.",
    "W26, W27: finesse in trumps, second hand": "Finesse in trumps: play the lower card.",
    "W27: third hand with a tenace, finesse the lower card (2 to 1)":
        "You hold a tenace: finesse with the lower card, the odds are two to one.",
    "W28: never stay master in partner's suit; unblock with the master":
        "Do not stay master in your partner's suit: unblock with your high card.",
    "W30: partner's card holds the trick, the lowest":
        "Your partner's card holds the trick: give your lowest card.",
    "W27, N2: third hand high, the lowest of equal cards":
        "Third hand plays high, with the lowest of equal cards.",
    "W30: cannot win, the lowest": "You cannot win the trick: give your lowest card.",
    "W30, N6: partner wins the trick, the lowest":
        "Your partner wins the trick: give your lowest card.",
    "W36, N6: fourth hand wins as cheaply as possible":
        "Last to play: win the trick as cheaply as you can.",
    "W30, N6: cannot win, the lowest": "You cannot win the trick: give your lowest card.",
    "W33: partner's card holds the trick; ": "Your partner's card holds the trick.",
    "W25: strong in trumps, never trump the 13th card second hand; ":
        "You are strong in trumps: do not trump the thirteenth card.",
    "W25: weak in trumps, trump the 13th card second hand":
        "You are weak in trumps: trump the thirteenth card.",
    "W31: strong in trumps, do not ruff an uncertain card; ":
        "You are strong in trumps: do not trump an uncertain card.",
    "W31: weak in trumps, ruff the uncertain card":
        "You are weak in trumps: trump the uncertain card.",
    "W31: the trick is lost unless I ruff; ruff as low as wins":
        "The trick is lost unless you trump it: trump as low as wins.",
    "W35: discard a loose card from a short suit I do not want led":
        "Throw a loose card from a short suit you do not want led.",
}


def hint_parts(reason: str) -> tuple[str, str, str | None, str | None]:
    """(lead, advice, items, problem): what the player does ("hold the dreier"), the advice
    itself ("T2: too weak for a Dreier"), its items ("T2") and the book problem it follows."""
    lead = ""
    for pattern, _ in LEADS:
        found = pattern.match(reason)
        if found:
            lead, reason = reason[:found.end()], reason[found.end():]
            break
    found = REASON.match(reason)
    return lead, reason, found.group(1) if found else None, found.group(2) if found else None


def advice_sentence(advice: str, items: str | None) -> str:
    """The sentence for one piece of advice: by the whole advice, without a trailing note in
    brackets, as two reasons joined by "; " (the Whist player's "W10: …; W24.5: …"), by its
    items alone or by its text without the items; the note itself when none is known."""
    note = advice[REASON.match(advice).end():] if items else advice
    english = SENTENCES.get(advice) or SENTENCES.get(TRAILING_NOTE.sub("", advice))
    head, joined, tail = advice.partition("; ")
    if not english and joined and head + joined in SENTENCES and REASON.match(tail):
        return f"{translate('Hints', SENTENCES[head + joined])} " \
               f"{advice_sentence(tail, REASON.match(tail).group(1))}"
    english = english or SENTENCES.get(items or "") or SENTENCES.get(note)
    return translate("Hints", english) if english else note


def hint_sentence(reason: str) -> str:
    """The player's reason in the table's language: the sentence for its advice, preceded by
    what the player does ("Hold the Dreier."); the note itself when no sentence is known."""
    lead, advice, items, _ = hint_parts(reason)
    sentence = advice_sentence(advice, items)
    for pattern, template in LEADS:
        found = pattern.match(lead)
        if found:
            words = contract_words(found.group(1)) if found.groups() else ""
            return f"{translate('Hints', template).format(contract=words)} {sentence}"
    return sentence


def book_of(item: str, family: str = "tarok") -> str:
    """The book (or the editorial defaults) an advice item comes from, by its letter."""
    item = item.strip()
    if item.split(" ")[0] in WORD_BOOKS:
        return WORD_BOOKS[item.split(" ")[0]]
    letter = item[0] if len(item) > 1 and (item[1].isdigit() or item[1] == " ") else ""
    book = BOOKS.get(family, {}).get(letter)
    if book == EDITORIAL:
        return translate("Hints", EDITORIAL)
    return book or (BRENNER if family == "trump-suit" else t("Ulmann, general rules"))


def book_chapters(items: str, family: str = "tarok") -> str:
    """The chapters of the books that teach these advice items ("T34, K53b" ->
    "Ulmann, Cap. I; Ulmann, Cap. IV"): what a player can look up, without our item codes."""
    return "; ".join(dict.fromkeys(book_of(item, family)
                                   for item in re.split(r"[,/]", items) if item.strip()))


def hint_source(reason: str, family: str = "tarok") -> str:
    """The advice items of a reason with their chapters, for the tooltip:
    "Ulmann, Cap. I: T34 · Ulmann, Cap. IV: K53b"; `family` is the strategy family of the
    variant, whose books the item letters name."""
    _, _, items, problem = hint_parts(reason)
    if items is None:
        return ""
    by_book: dict[str, list[str]] = {}
    for part in re.findall(ITEM, items):
        by_book.setdefault(book_of(part, family), []).append(part)
    sources = [f"{book}: {', '.join(found)}" for book, found in by_book.items()]
    if problem:
        sources.append(translate("Hints", "Ulmann, problem {number}").format(number=problem))
    return translate("Hints", "The books' advice: {items}").format(items=" · ".join(sources))
